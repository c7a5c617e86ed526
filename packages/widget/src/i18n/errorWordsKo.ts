import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsKo: ErrorWords = {
  next: {
    'try-again': '다시 시도하세요.',
    'try-later': '몇 분 후에 다시 시도하세요.',
    'new-quote': '새 견적을 받으세요.',
    'other-route': '다른 경로나 금액을 선택하세요.',
    'check-details': '세부 정보를 확인하고 다시 시도하세요.',
    'check-history': '다시 시도하기 전에 주문 내역을 확인하세요.',
    'check-wallet': '지갑을 확인한 뒤 다시 시도하세요.',
    'tell-site': '이 사이트 운영자에게 알려 주세요.',
    retrying: '곧 다시 시도합니다.',
  },
  service: {
    maintenance: '스왑 서비스가 점검 중입니다.',
    rate_limited: '방금 스왑 서비스에 요청이 너무 많이 몰렸습니다.',
    quote_not_found: '스왑 서비스에 이 견적이 더 이상 없습니다.',
    quote_expired: '이 견적은 만료되었습니다.',
    cannot_fill: '지금은 이 스왑을 처리할 솔버가 없습니다.',
    broadcast_failed: '스왑 서비스가 트랜잭션을 전파하지 못했습니다.',
    deposit_recorded_failed:
      '입금은 제출되었지만 스왑 서비스가 기록하지 못했습니다. 다시 보내지 마세요.',
    validation: '스왑 서비스가 이 스왑의 세부 정보를 받아들이지 않았습니다.',
  },
  v2: {
    wrong_path: '이 사이트 주소에서 스왑 서비스를 찾을 수 없습니다.',
    validation: '스왑 서비스가 이 스왑의 세부 정보를 받아들이지 않았습니다.',
    malformed_json: '스왑 서비스가 이 앱의 요청을 읽지 못했습니다.',
    unsupported_token: '스왑 서비스가 이 토큰 중 하나를 지원하지 않습니다.',
    below_minimum: '이 금액은 스왑 서비스의 최소 금액보다 적습니다.',
    amount_too_small: '수수료를 제하면 전달될 금액이 없을 만큼 너무 적습니다.',
    terms_mismatch: '이 견적의 수수료 조건이 서비스 조건과 더 이상 일치하지 않습니다.',
    recipient_required: '이 스왑에는 수령 주소와 환불 주소가 필요합니다.',
    tron_account_not_activated:
      '이 TRON 주소는 아직 활성화되지 않았습니다. 먼저 TRX를 받아야 합니다.',
    invalid_recipient: '수령 주소 또는 환불 주소가 이 토큰을 받을 수 없습니다.',
    bad_request: '스왑 서비스가 이 요청을 받아들이지 않았습니다.',
    missing_key: '이 사이트의 스왑 서비스 접근 키가 없습니다.',
    unknown_key: '스왑 서비스가 이 사이트의 접근 키를 인식하지 못합니다.',
    integrator_disabled: '이 사이트의 스왑 서비스 접근이 비활성화되어 있습니다.',
    integrator_misconfigured: '이 사이트의 스왑 서비스 계정이 올바르게 설정되지 않았습니다.',
    same_asset: '두 토큰이 같은 자산이라 스왑할 것이 없습니다.',
    order_not_found: '스왑 서비스에서 이 주문을 찾을 수 없습니다.',
    not_found: '스왑 서비스가 요청한 항목을 찾지 못했습니다.',
    too_large: '이 금액은 스왑 서비스가 한 번에 처리할 수 있는 한도를 넘습니다.',
    terms_expired: '이 가격은 만료되었습니다.',
    not_published: '서비스가 게시하기 전에는 이 주문을 취소할 수 없습니다.',
    rate_limited: '방금 스왑 서비스에 요청이 너무 많이 몰렸습니다.',
    internal: '스왑 서비스 내부에서 오류가 발생했습니다.',
    deployment_unsupported: '스왑 서비스가 여기서는 이 기능을 제공하지 않습니다.',
    chain_read_failed: '스왑 서비스가 지금 체인을 읽지 못했습니다.',
    cancel_rejected: '체인에서 취소가 받아들여지지 않았습니다.',
    maintenance: '스왑 서비스가 점검 중입니다.',
    terms_unreadable: '스왑 서비스가 지금 수수료 조건을 읽을 수 없습니다.',
    solver_unavailable: '지금은 이 방향을 처리할 솔버가 없습니다.',
    pricing_unavailable: '스왑 서비스가 지금 이 토큰의 가격을 산정할 수 없습니다.',
    degraded: '스왑 서비스에 문제가 있는 상태로 운영 중입니다.',
    service_unavailable: '스왑 서비스를 이용할 수 없습니다.',
    unknown: '스왑 서비스가 오류로 응답했습니다.',
  },
  serviceRefused: '스왑 서비스가 이 스왑을 거부했습니다.',
  timeout: '스왑 서비스의 응답이 너무 오래 걸렸습니다.',
  network: '스왑 서비스에 연결할 수 없습니다.',
  aborted: '요청이 취소되었습니다.',
  badResponse: '스왑 서비스가 이 앱이 이해할 수 없는 방식으로 응답했습니다.',
  amount: '이 금액을 읽을 수 없습니다.',
  address: '이 주소는 해당 체인에서 유효하지 않습니다.',
  request: '이 요청은 현재 상태로 보낼 수 없습니다.',
  unsafePlan: '이 경로의 입금 단계는 안전하게 실행할 수 없습니다. 아무것도 전송되지 않았습니다.',
  originRefused: '이 사이트는 이 스왑 서비스를 사용할 수 없습니다.',
  configUnavailable: '스왑 서비스를 이용할 수 없습니다.',
  signIn: '로그인이 완료되지 않았습니다.',
  run: {
    needsSolanaWallet: '이 경로에는 Solana 지갑이 필요하지만 이 앱은 연결하지 않습니다.',
    planExpired: '이 가격은 만료되었습니다. 새 견적을 가져오는 중입니다.',
    askedBefore: '이 입금은 이미 지갑에 요청되었습니다. 다시 시도하기 전에 지갑 활동을 확인하세요.',
    approvalFailed: '체인에서 승인이 실패했습니다. 입금된 것은 없습니다.',
    depositReverted: '체인에서 입금이 되돌려졌습니다. 토큰은 이동하지 않았습니다.',
    batchFailed: '승인과 입금이 체인에서 함께 실패했습니다. 아무것도 입금되지 않았습니다.',
    batchRefused:
      '지갑이 승인과 입금을 함께 보내지 못했습니다. 다시 시도하세요. 하나씩 요청됩니다.',
    notOffered: '이 경로는 이 체인에서 입금을 받지 않습니다. 다른 경로를 선택하세요.',
    walletChanged: '연결된 지갑이 이 견적을 만든 지갑이 아닙니다.',
    noAddress: '지갑을 연결하거나 환불 주소를 입력하세요.',
    badHash: '이 체인의 트랜잭션 해시(16진수 64자)가 아닙니다.',
    needsOtherWallet: '이 경로는 연결된 지갑과 다른 종류의 지갑에서 지불합니다.',
    nativeTooLow: '이 입금과 네트워크 수수료에 필요한 체인 기본 코인이 지갑에 부족합니다.',
    unsupportedStep: '지갑이 이 경로에 필요한 단계를 수행할 수 없습니다.',
  },
  mismatch: {
    unreadable:
      '이 앱이 지갑으로 보내려던 거래는 원래의 승인이나 입금이 아닙니다. 지갑으로 아무것도 보내지 않았습니다.',
    chain:
      '이 앱이 보내려던 거래가 견적과 다른 체인으로 갑니다. 지갑으로 아무것도 보내지 않았습니다.',
    approve_token:
      '이 앱이 요청하려던 승인은 지불하는 토큰이 아닌 다른 토큰에 대한 것입니다. 지갑으로 아무것도 보내지 않았습니다.',
    spender:
      '이 앱이 요청하려던 승인은 입금 컨트랙트가 아닌 다른 컨트랙트가 토큰을 가져가게 합니다. 지갑으로 아무것도 보내지 않았습니다.',
    approve_amount:
      '이 앱이 요청하려던 승인은 이 입금에 필요한 것보다 많이 허용합니다. 지갑으로 아무것도 보내지 않았습니다.',
    token:
      '이 앱이 보내려던 입금은 견적과 다른 토큰을 옮깁니다. 지갑으로 아무것도 보내지 않았습니다.',
    amount:
      '이 앱이 보내려던 입금은 견적과 다른 금액을 옮깁니다. 지갑으로 아무것도 보내지 않았습니다.',
    value:
      '이 앱이 보내려던 입금은 입금 컨트랙트가 요구하는 것과 다른 수수료를 체인 코인으로 냅니다. 지갑으로 아무것도 보내지 않았습니다.',
    depositor:
      '이 앱이 보내려던 입금은 당신이 아닌 다른 지갑이나 주문을 위한 것입니다. 지갑으로 아무것도 보내지 않았습니다.',
    payout:
      '이 주문은 선택한 주소가 아닌 다른 주소로 지급됩니다. 지갑으로 아무것도 보내지 않았습니다.',
    refund:
      '이 주문은 선택한 주소가 아닌 다른 주소로 환불됩니다. 지갑으로 아무것도 보내지 않았습니다.',
    receive:
      '이 주문은 견적과 다른 토큰이나 다른 체인으로 지급됩니다. 지갑으로 아무것도 보내지 않았습니다.',
    deadline:
      '이 주문의 기한이 스왑 서비스가 줄 수 있는 것보다 늦습니다. 지갑으로 아무것도 보내지 않았습니다.',
    deposit_address:
      '이 스왑에 표시된 입금 주소는 서비스가 받을 수 있는 주소가 아닙니다. 지갑으로 아무것도 보내지 않았습니다.',
    memo: '이 송금에는 이 체인에서 담을 수 없는 메모가 있습니다. 지갑으로 아무것도 보내지 않았습니다.',
  },
  limits: {
    minimum: (amount: string) => `최소 금액은 ${amount}입니다`,
    maximum: (amount: string) => `최대 금액은 ${amount}입니다`,
  },
}
