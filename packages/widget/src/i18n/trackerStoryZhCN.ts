// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Simplified Chinese strings of the order tracker's story and receipts. */
export const trackerStoryZhCN: TrackerStoryMessages = {
  sent: '您发送了',
  toReceive: '您将收到（预估）',
  received: '您收到了',
  onChain: (amount: string, chain: string) => `${amount}，位于 ${chain}`,
  elapsed: (duration: string) => `订单已创建 ${duration}`,
  remaining: (duration: string) => `预计还需约 ${duration}`,
  soon: '应该马上就会完成',
  took: (duration: string) => `用时 ${duration}`,
  orderId: '订单 ID',
  copy: '复制',
  copyLabel: (what: string) => `复制${what}`,
  copied: '已复制',
  copyFailed: '无法复制；请在下方选中后手动复制',
  receipt: '收据',
  outcome: {
    delivered: '已全部送达',
    partial: '部分成交',
    refunded: '已退款',
    cancelled: '已取消并退款',
    failed: '交付失败',
  },
  receivedOf: (received: string, expected: string) => `已收到 ${received}（共 ${expected}）`,
  refundedAmount: (refunded: string) => `已退还 ${refunded}`,
  nothingPaid: '未支付任何款项',
  deliveryFailedNext: '向你的转账未能完成。请凭下方的订单编号联系客服；这些详情有助于处理。',
  failureDetail: '供客服参考的详情',
  hubEnding: { Cancelled: '已取消', Expired: '已过期', Closed: '已关闭' },
  settledRefunding: '已结算，正在退款',
  toSend: '你将发送',
  finishedHere: '已结束',
  cancelSending: '正在发送取消…',
  cancelSent: '已发送取消',
  cancelConfirm: {
    title: '取消此订单？',
    refund: (refund: string, fee: string) =>
      `最多 ${refund} 将退回你的退款地址：即你的存款减去 ${fee} 的固定费用，无论订单是否成交，该费用均由服务保留。`,
    refundLessFee:
      '未成交的部分将退回你的退款地址，减去固定费用；无论订单是否成交，该费用均由服务保留。',
    filled: '已成交的部分仍会照常支付。',
    confirm: '是，取消',
    keep: '保留订单',
  },
  unfunded: {
    lateTransfer:
      '尚未向此订单的存款地址发送任何资金。移除只会在此处隐藏它：在截止时间前到达的转账仍会兑换；之后到达的则不会，只有服务运营方能找回。',
    drop: '从列表中移除',
  },
  payout: {
    connectedWallet: (address: string) =>
      `由于未填写其他收款地址，款项将付至你已连接的钱包 ${address}。`,
    entered: (address: string) => `款项将付至你填写的地址 ${address}。`,
  },
  viewReceipt: '查看收据',
}
