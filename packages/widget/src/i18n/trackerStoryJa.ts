// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Japanese strings of the order tracker's story and receipts. */
export const trackerStoryJa: TrackerStoryMessages = {
  sent: '送金額',
  toReceive: '受け取り額（見込み）',
  received: '受け取り額',
  onChain: (amount: string, chain: string) => `${chain} で ${amount}`,
  elapsed: (duration: string) => `注文作成から ${duration} 経過`,
  remaining: (duration: string) => `残り約 ${duration}`,
  soon: 'まもなく完了します',
  took: (duration: string) => `${duration} で完了`,
  orderId: '注文 ID',
  copy: 'コピー',
  copyLabel: (what: string) => `${what}をコピー`,
  copied: 'コピーしました',
  copyFailed: 'コピーできませんでした。下から選択してください',
  receipt: '受領書',
  outcome: {
    delivered: '全額送付済み',
    partial: '一部約定',
    refunded: '返金済み',
    cancelled: 'キャンセル・返金済み',
    failed: '送付失敗',
  },
  receivedOf: (received: string, expected: string) => `${expected} のうち ${received} を受け取り`,
  refundedAmount: (refunded: string) => `${refunded} を返金`,
  nothingPaid: '支払いはありません',
  deliveryFailedNext:
    'お客様への送金が完了しませんでした。下記の注文 ID を添えてサポートにお問い合わせください。詳細が調査に役立ちます。',
  failureDetail: 'サポート向けの詳細',
  hubEnding: { Cancelled: 'キャンセル済み', Expired: '期限切れ', Closed: '終了' },
  settledRefunding: '決済済み、返金中',
  viewReceipt: '受領書を表示',
}
