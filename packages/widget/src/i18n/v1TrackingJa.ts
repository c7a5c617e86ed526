// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Japanese strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingJa: V1TrackingMessages = {
  steps: {
    created: '注文作成済み',
    deposited: '入金済み',
    published: '約定者を探しています',
    filled: '送付完了',
    refund_pending: '返金手続き中',
    refunded: '返金済み',
    failed: '失敗',
  },
  status: {
    created: '注文を作成しました。入金の確認を待っています。',
    deposited: '入金を確認しました。注文を準備しています。',
    published: '注文を約定者に公開しました。まもなく送付されます。',
    filled: '完了: トークンが届きました。',
    refund_pending: '注文を引き受ける約定者がいませんでした。入金は返金手続き中です。',
    refunded: '入金は返金されました。',
    failed: 'この注文は失敗したため完了できません。',
  },
  failedNext:
    '下記の注文 ID を控えてサポートにお問い合わせください。これ以上の送金は行われません。',
  loadingOrder: '注文を読み込み中…',
  history: {
    unavailable: '現在、以前の注文を読み込めませんでした。',
  },
}
