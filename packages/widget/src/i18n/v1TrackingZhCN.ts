// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Simplified Chinese strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingZhCN: V1TrackingMessages = {
  steps: {
    created: '订单已创建',
    deposited: '已收到存款',
    published: '正在寻找成交方',
    filled: '已到账',
    refund_pending: '退款途中',
    refunded: '已退款',
    failed: '失败',
  },
  status: {
    created: '订单已创建，正在等待确认存款。',
    deposited: '存款已到账，订单正在准备中。',
    published: '订单已发给成交方，随后到账。',
    filled: '完成：您的代币已到账。',
    refund_pending: '没有成交方接单：您的存款正在退回给您。',
    refunded: '您的存款已退回。',
    failed: '此订单失败，无法完成。',
  },
  failedNext: '请保存下方的订单编号并联系客服；不会再发送任何资金。',
  loadingOrder: '正在加载订单…',
  history: {
    unavailable: '暂时无法加载旧订单。',
  },
}
