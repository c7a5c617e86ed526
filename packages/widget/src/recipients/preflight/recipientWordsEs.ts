import type { RecipientWords } from './recipientWordsEn.js'

export const recipientWordsEs: RecipientWords = {
  errors: {
    required: 'Esta dirección es obligatoria para este intercambio',
    invalid_tron: 'Introduce una dirección de TRON (empieza por T)',
    invalid_evm: 'Introduce una dirección que empiece por 0x',
    invalid_bitcoin: 'Introduce una dirección de Bitcoin (bc1…, 1… o 3…)',
    invalid_solana: 'Introduce una dirección de Solana',
  },
  token_contract: (chain) =>
    `Esta dirección es un contrato de token en ${chain}: los tokens enviados a ella se pierden. Introduce la dirección de tu propia billetera`,
  tron_inactive: () =>
    `Esta cuenta de TRON no está activada: debe haber recibido TRX o un token antes. Fondéala una vez o introduce otra dirección`,
  not_deployed: (chain) =>
    `Tu billetera es un contrato que no existe en esta dirección en ${chain}: quien lo despliegue allí primero controlará los fondos. Introduce una dirección que controles en ${chain}`,
  other_code: (chain) =>
    `El contrato en esta dirección en ${chain} no es el de tu billetera: la misma dirección puede ser de otra persona allí`,
  contract_depositor: (chain) =>
    `Tu billetera es un contrato (un Safe o una cuenta inteligente): la misma dirección puede no existir en ${chain}. Introduce la dirección de pago que controlas allí`,
  tron_note: () =>
    'Las direcciones de TRON deben estar activadas: deben haber recibido TRX o un token antes',
  confirm: (chain) => `Controlo esta dirección en ${chain}`,
}
