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
  sent: '您已发送',
  receive: '您将收到',
  received: '您已收到',
  refundedAmount: '已退还给您',
  onChain: (chain: string) => `在 ${chain} 上`,
  transactions: '交易',
  tx: { deposit: '存款', fill: '到账', refund: '退款' },
  viewOn: (explorer: string) => `在 ${explorer} 上查看`,
  copyHash: '复制哈希',
  copyOrderId: '复制订单编号',
  eta: (time: string) => `大约还需 ${time}`,
  overdue: '耗时比预期长；我们仍在查询',
  elapsed: (time: string) => `已用时 ${time}`,
  orderId: '订单编号',
  loadingOrder: '正在加载订单…',
  history: {
    tag: 'v1',
    unavailable: '暂时无法加载旧订单。',
  },
}
