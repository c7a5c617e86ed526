import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Japanese strings of the landing notice. */
export const landingNoticeJa: LandingNoticeMessages = {
  offer: '着金したら通知する',
  offerOn: '着金したら通知します',
  offerBlocked: 'このサイトの通知はブラウザでブロックされています',
  titles: {
    delivered: 'スワップ完了',
    partial: 'スワップ一部約定',
    refunded: 'スワップ返金済み',
    cancelled: 'スワップ取消',
    failed: 'スワップ失敗',
  },
  bodies: {
    delivered: 'トークンが届きました。',
    partial: '一部が支払われ、残りは返金されました。',
    refunded: 'トークンは返金されました。',
    cancelled: '注文は取り消され、トークンは返金されました。',
    failed: '支払いに失敗しました。スワップを開いて対処方法を確認してください。',
  },
}
