import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsPtBR: ErrorWords = {
  next: {
    'try-again': 'Tente de novo.',
    'try-later': 'Tente de novo em alguns minutos.',
    'new-quote': 'Peça uma nova cotação.',
    'other-route': 'Escolha outra rota ou outro valor.',
    'check-details': 'Confira os dados e tente de novo.',
    'check-history': 'Confira seu histórico de ordens antes de tentar de novo.',
    'check-wallet': 'Confira sua carteira e tente de novo.',
    'tell-site': 'Avise o responsável por este site.',
    retrying: 'Tentando de novo em instantes.',
  },
  service: {
    maintenance: 'O serviço de troca está em manutenção.',
    rate_limited: 'O serviço de troca recebeu solicitações demais agora há pouco.',
    quote_not_found: 'O serviço de troca não reconhece mais esta cotação.',
    quote_expired: 'Esta cotação expirou.',
    cannot_fill: 'Nenhum solver consegue executar esta troca agora.',
    broadcast_failed: 'O serviço de troca não conseguiu transmitir a transação.',
    deposit_recorded_failed:
      'Seu depósito foi enviado, mas o serviço de troca não conseguiu registrá-lo. Não envie de novo.',
    validation: 'O serviço de troca não aceitou os dados desta troca.',
  },
  v2: {
    wrong_path: 'O serviço de troca não foi encontrado no endereço deste site.',
    validation: 'O serviço de troca não aceitou os dados desta troca.',
    malformed_json: 'O serviço de troca não conseguiu ler a solicitação deste app.',
    unsupported_token: 'O serviço de troca não opera um destes tokens.',
    below_minimum: 'Este valor está abaixo do mínimo aceito pelo serviço de troca.',
    amount_too_small: 'Este valor é pequeno demais para entregar algo depois das taxas.',
    terms_mismatch: 'As condições de taxa desta cotação não batem mais com as do serviço.',
    recipient_required: 'Esta troca precisa de um endereço de recebimento e um de reembolso.',
    tron_account_not_activated:
      'Esse endereço TRON ainda não está ativado: ele precisa receber algum TRX primeiro.',
    invalid_recipient: 'O endereço de recebimento ou de reembolso não pode receber este token.',
    bad_request: 'O serviço de troca não aceitou esta solicitação.',
    missing_key: 'Falta a chave de acesso deste site ao serviço de troca.',
    unknown_key: 'O serviço de troca não reconhece a chave de acesso deste site.',
    integrator_disabled: 'O acesso deste site ao serviço de troca está desativado.',
    integrator_misconfigured:
      'A conta deste site no serviço de troca não está configurada corretamente.',
    same_asset: 'Estes dois tokens são o mesmo ativo; não há o que trocar.',
    order_not_found: 'O serviço de troca não conhece esta ordem.',
    not_found: 'O serviço de troca não encontrou o que foi pedido.',
    too_large: 'Este valor é maior do que o serviço de troca aceita de uma vez.',
    terms_expired: 'Este preço expirou.',
    not_published: 'Esta ordem não pode ser cancelada antes de o serviço publicá-la.',
    rate_limited: 'O serviço de troca recebeu solicitações demais agora há pouco.',
    internal: 'O serviço de troca teve um erro interno.',
    deployment_unsupported: 'O serviço de troca não oferece isto aqui.',
    chain_read_failed: 'O serviço de troca não conseguiu ler a rede agora.',
    cancel_rejected: 'O cancelamento não foi aceito na rede.',
    maintenance: 'O serviço de troca está em manutenção.',
    terms_unreadable: 'O serviço de troca não consegue ler suas condições de taxa agora.',
    solver_unavailable: 'Nenhum solver atende esta direção agora.',
    pricing_unavailable: 'O serviço de troca não consegue precificar este token agora.',
    degraded: 'O serviço de troca está funcionando com problemas.',
    service_unavailable: 'O serviço de troca está indisponível.',
    unknown: 'O serviço de troca respondeu com um erro.',
  },
  serviceRefused: 'O serviço de troca recusou esta troca.',
  timeout: 'O serviço de troca demorou demais para responder.',
  network: 'Não foi possível acessar o serviço de troca.',
  aborted: 'A solicitação foi cancelada.',
  badResponse: 'O serviço de troca respondeu de um jeito que este app não entende.',
  amount: 'Não foi possível ler esse valor.',
  address: 'Esse endereço não é válido na rede dele.',
  request: 'Esta solicitação não pode ser enviada como está.',
  unsafePlan: 'As etapas de depósito desta rota não são seguras; nada foi enviado.',
  originRefused: 'Este site não tem permissão para usar este serviço de troca.',
  configUnavailable: 'O serviço de troca está indisponível.',
  signIn: 'O login não foi concluído.',
  run: {
    needsSolanaWallet: 'Esta rota precisa de uma carteira Solana, que este app não conecta.',
    planExpired: 'Este preço expirou. Uma nova cotação está a caminho.',
    askedBefore:
      'Sua carteira já recebeu o pedido deste depósito. Confira a atividade dela antes de tentar de novo.',
    approvalFailed: 'Uma aprovação falhou na rede; nada foi depositado.',
    depositReverted: 'O depósito foi revertido na rede; seus tokens não foram movidos.',
    batchFailed: 'A aprovação e o depósito falharam juntos na rede; nada foi depositado.',
    batchRefused:
      'Sua carteira não conseguiu enviar a aprovação e o depósito juntos. Tente de novo: eles serão pedidos um de cada vez.',
    notOffered: 'Esta rota não aceita depósito desta rede; escolha outra rota.',
    walletChanged: 'A carteira conectada não é aquela para a qual esta cotação foi feita.',
    noAddress: 'Conecte sua carteira ou preencha o endereço de reembolso.',
    badHash: 'Isso não é um hash de transação desta rede (64 caracteres hexadecimais).',
    needsOtherWallet: 'Esta rota é paga a partir de uma carteira de outro tipo que a conectada.',
    nativeTooLow:
      'Sua carteira tem pouca moeda nativa da rede para este depósito e sua taxa de rede.',
    unsupportedStep: 'Sua carteira não consegue realizar uma etapa que esta rota exige.',
  },
  mismatch: {
    unreadable:
      'Uma transação que este app ia enviar à sua carteira não é a aprovação ou o depósito que deveria ser. Nada foi enviado à sua carteira.',
    chain:
      'Uma transação que este app ia enviar vai para outra rede que não a da sua cotação. Nada foi enviado à sua carteira.',
    approve_token:
      'A aprovação que este app ia pedir é de outro token que não o que você gasta. Nada foi enviado à sua carteira.',
    spender:
      'A aprovação que este app ia pedir deixaria outro contrato que não o do depósito pegar seus tokens. Nada foi enviado à sua carteira.',
    approve_amount:
      'A aprovação que este app ia pedir permite mais do que este depósito precisa. Nada foi enviado à sua carteira.',
    token:
      'O depósito que este app ia enviar move outro token que não o da sua cotação. Nada foi enviado à sua carteira.',
    amount:
      'O depósito que este app ia enviar move outro valor que não o da sua cotação. Nada foi enviado à sua carteira.',
    value:
      'O depósito que este app ia enviar paga na moeda da rede outra taxa que não a pedida pelo contrato de depósito. Nada foi enviado à sua carteira.',
    depositor:
      'O depósito que este app ia enviar é para outra carteira ou outra ordem que não a sua. Nada foi enviado à sua carteira.',
    payout:
      'Esta ordem pagaria a outro endereço que não o que você escolheu. Nada foi enviado à sua carteira.',
    refund:
      'Esta ordem reembolsaria a outro endereço que não o que você escolheu. Nada foi enviado à sua carteira.',
    receive:
      'Esta ordem pagaria outro token, ou em outra rede, que não os da sua cotação. Nada foi enviado à sua carteira.',
    deadline:
      'O prazo desta ordem é posterior ao que o serviço de troca pode dar. Nada foi enviado à sua carteira.',
    deposit_address:
      'O endereço de depósito mostrado para esta troca não é um em que o serviço possa receber. Nada foi enviado à sua carteira.',
    memo: 'A transferência leva um memo para o qual esta rede não tem lugar. Nada foi enviado à sua carteira.',
  },
  limits: {
    minimum: (amount: string) => `O mínimo é ${amount}`,
    maximum: (amount: string) => `O máximo é ${amount}`,
  },
}
