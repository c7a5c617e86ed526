import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Simplified Chinese strings of the landing notice. */
export const landingNoticeZhCN: LandingNoticeMessages = {
  offer: '到账时通知我',
  offerOn: '到账时会通知你',
  offerBlocked: '浏览器已阻止此网站的通知',
  titles: {
    delivered: '兑换已到账',
    partial: '兑换部分成交',
    refunded: '兑换已退款',
    cancelled: '兑换已取消',
    failed: '兑换失败',
  },
  bodies: {
    delivered: '你的代币已到账。',
    partial: '部分已支付，其余已退款。',
    refunded: '你的代币已退回。',
    cancelled: '订单已取消，代币已退回。',
    failed: '支付失败。打开兑换查看如何处理。',
  },
}
