// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Korean strings of the order tracker's story and receipts. */
export const trackerStoryKo: TrackerStoryMessages = {
  sent: '보낸 금액',
  toReceive: '받을 금액(예상)',
  received: '받은 금액',
  onChain: (amount: string, chain: string) => `${chain}에서 ${amount}`,
  elapsed: (duration: string) => `주문 생성 후 ${duration} 경과`,
  remaining: (duration: string) => `약 ${duration} 남음`,
  soon: '곧 완료됩니다',
  took: (duration: string) => `${duration} 만에 완료`,
  orderId: '주문 ID',
  copy: '복사',
  copyLabel: (what: string) => `${what} 복사`,
  copied: '복사됨',
  copyFailed: '복사하지 못했습니다. 아래에서 선택하세요',
  receipt: '영수증',
  outcome: {
    delivered: '전액 전송 완료',
    partial: '일부 체결',
    refunded: '환불됨',
    cancelled: '취소 및 환불됨',
    failed: '전송 실패',
  },
  receivedOf: (received: string, expected: string) => `${expected} 중 ${received} 수령`,
  refundedAmount: (refunded: string) => `${refunded} 환불됨`,
  nothingPaid: '지급된 금액이 없습니다',
  deliveryFailedNext:
    '송금이 완료되지 않았습니다. 아래 주문 ID와 함께 고객 지원에 문의하세요. 세부 정보가 도움이 됩니다.',
  failureDetail: '고객 지원용 세부 정보',
  hubEnding: { Cancelled: '취소됨', Expired: '만료됨', Closed: '종료됨' },
  settledRefunding: '정산 완료, 환불 중',
  viewReceipt: '영수증 보기',
}
