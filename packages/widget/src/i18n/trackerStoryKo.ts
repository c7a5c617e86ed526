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
  toSend: '보낼 금액',
  finishedHere: '완료됨',
  cancelSending: '취소 요청 보내는 중…',
  cancelSent: '취소 요청 보냄',
  cancelConfirm: {
    title: '이 주문을 취소할까요?',
    refund: (refund: string, fee: string) =>
      `최대 ${refund}이(가) 환불 주소로 돌아갑니다. 입금액에서 고정 수수료 ${fee}을(를) 뺀 금액이며, 이 수수료는 주문 체결 여부와 관계없이 서비스가 가져갑니다.`,
    refundLessFee:
      '체결되지 않은 금액은 고정 수수료를 뺀 뒤 환불 주소로 돌아갑니다. 이 수수료는 주문 체결 여부와 관계없이 서비스가 가져갑니다.',
    filled: '이미 체결된 부분은 그대로 지급됩니다.',
    confirm: '네, 취소합니다',
    keep: '주문 유지',
  },
  unfunded: {
    lateTransfer:
      '이 주문의 입금 주소로 아직 아무것도 보내지 않았습니다. 삭제하면 여기에서만 숨겨집니다. 기한 전에 도착한 송금은 그대로 교환되지만, 기한 후에 도착한 송금은 교환되지 않으며 서비스 운영자만 되찾을 수 있습니다.',
    drop: '목록에서 삭제',
  },
  payout: {
    connectedWallet: (address: string) =>
      `다른 지급 주소를 입력하지 않아 연결된 지갑 ${address}(으)로 지급됩니다.`,
    entered: (address: string) => `입력한 주소 ${address}(으)로 지급됩니다.`,
  },
  viewReceipt: '영수증 보기',
}
