import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsPtBR: RecipientWords = {
  errors: {
    required: 'Este endereço é obrigatório para esta troca',
    invalid_tron: 'Informe um endereço TRON (começando com T)',
    invalid_evm: 'Informe um endereço começando com 0x',
    invalid_bitcoin: 'Informe um endereço Bitcoin (bc1…, 1… ou 3…)',
    invalid_solana: 'Informe um endereço Solana',
  },
  token_contract: (chain) =>
    `Este endereço é um contrato de token na ${chain}: tokens enviados a ele são perdidos. Informe o endereço da sua própria carteira`,
  tron_inactive: () =>
    `Esta conta TRON não está ativada: ela precisa ter recebido TRX ou um token antes. Deposite nela uma vez ou informe outro endereço`,
  not_deployed: (chain) =>
    `Sua carteira é um contrato que não existe neste endereço na ${chain}: quem implantar lá primeiro controla os fundos. Informe um endereço que você controla na ${chain}`,
  other_code: (chain) =>
    `O contrato neste endereço na ${chain} não é o da sua carteira: o mesmo endereço pode ser de outra pessoa lá`,
  contract_depositor: (chain) =>
    `Sua carteira é um contrato (um Safe ou uma conta inteligente): o mesmo endereço pode não existir na ${chain}. Informe o endereço de recebimento que você controla lá`,
  tron_note: () =>
    'Endereços TRON precisam estar ativados: já devem ter recebido TRX ou algum token',
  confirm: (chain) => `Eu controlo este endereço na ${chain}`,
}
