// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Korean strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingKo: V1TrackingMessages = {
  steps: {
    created: '주문 생성됨',
    deposited: '입금 완료',
    published: '체결자 찾는 중',
    filled: '전송 완료',
    refund_pending: '환불 진행 중',
    refunded: '환불됨',
    failed: '실패',
  },
  status: {
    created: '주문이 생성되었습니다. 입금이 확인되기를 기다리는 중입니다.',
    deposited: '입금이 도착했습니다. 주문을 준비하고 있습니다.',
    published: '주문이 체결자에게 공개되었습니다. 곧 전송됩니다.',
    filled: '완료: 토큰이 도착했습니다.',
    refund_pending: '주문을 받은 체결자가 없습니다. 입금액이 반환되는 중입니다.',
    refunded: '입금액이 반환되었습니다.',
    failed: '이 주문은 실패하여 완료할 수 없습니다.',
  },
  failedNext: '아래 주문 ID를 보관하고 고객 지원에 문의하세요. 더 이상 전송되는 것은 없습니다.',
  loadingOrder: '주문 불러오는 중…',
  history: {
    unavailable: '지금은 이전 주문을 불러올 수 없습니다.',
  },
}
