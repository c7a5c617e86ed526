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
  toSend: '送金額',
  finishedHere: '完了',
  cancelSending: 'キャンセルを送信中…',
  cancelSent: 'キャンセル送信済み',
  cancelConfirm: {
    title: 'この注文をキャンセルしますか？',
    refund: (refund: string, fee: string) =>
      `最大 ${refund} が返金先アドレスに戻ります。入金額から固定手数料 ${fee} を引いた額で、この手数料は注文が約定してもしなくてもサービスが受け取ります。`,
    refundLessFee:
      '約定していない分は固定手数料を引いて返金先アドレスに戻ります。この手数料は注文が約定してもしなくてもサービスが受け取ります。',
    filled: 'すでに約定した分はそのまま支払われます。',
    confirm: 'はい、キャンセルします',
    keep: '注文を続ける',
  },
  unfunded: {
    lateTransfer:
      'この注文の入金アドレスにはまだ何も送られていません。削除はここで非表示にするだけです。期限前に届いた送金は通常どおり交換されますが、期限後に届いた送金は交換されず、回収できるのはサービスの運営者だけです。',
    drop: 'リストから削除',
  },
  payout: {
    connectedWallet: (address: string) =>
      `ほかの受取アドレスが入力されていないため、接続中のウォレット ${address} に支払われます。`,
    entered: (address: string) => `入力した受取アドレス ${address} に支払われます。`,
  },
  viewReceipt: '受領書を表示',
}
