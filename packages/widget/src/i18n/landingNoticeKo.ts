import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Korean strings of the landing notice. */
export const landingNoticeKo: LandingNoticeMessages = {
  offer: '도착하면 알림 받기',
  offerOn: '도착하면 알림을 보내 드립니다',
  offerBlocked: '브라우저에서 이 사이트의 알림이 차단되어 있습니다',
  titles: {
    delivered: '스왑 완료',
    partial: '스왑 일부 체결',
    refunded: '스왑 환불됨',
    cancelled: '스왑 취소됨',
    failed: '스왑 실패',
  },
  bodies: {
    delivered: '토큰이 도착했습니다.',
    partial: '일부는 지급되고 나머지는 환불되었습니다.',
    refunded: '토큰이 환불되었습니다.',
    cancelled: '주문이 취소되고 토큰이 환불되었습니다.',
    failed: '지급에 실패했습니다. 스왑을 열어 조치 방법을 확인하세요.',
  },
}
