// v1 swap flow
import type { V1SwapMessages } from './v1SwapEn.js'

/** Japanese strings of the v1 routes, the plan runner and deposit-address screens. */
export const v1SwapJa: V1SwapMessages = {
  routes: 'ルート',
  searching: 'ルートを照会中…',
  noRoute: 'この金額でこのペアをスワップできるルートはありません。',
  routesUnavailable: '現在ルートを照会できませんでした。しばらくしてから再度お試しください。',
  streamFailed: '一部のルートが応答しませんでした。表示中のルートは引き続き利用できます。',
  best: '最適',
  sortBy: 'ルートの並べ替え',
  sorts: { received: '受取額が多い順', fastest: '速い順', cost: 'コストが低い順' },
  totalCost: (usd: string) => `総コスト ${usd}`,
  receive: '受け取り',
  pay: '支払い',
  duration: (minutes: number) => (minutes < 1 ? '1分未満' : `約 ${minutes} 分`),
  networkFee: 'ネットワーク手数料',
  oneClick: 'ワンクリック',
  needsApproval: '承認が必要',
  deadline: (date: string) => `注文期限: ${date}`,
  progress: 'スワップの進行状況',
  steps: {
    building: '入金を準備中…',
    switching: 'ネットワークを切り替え中…',
    approving: (index: number, total: number) =>
      `ウォレットで承認してください（${index + 1}/${total}）…`,
    depositing: 'ウォレットで入金を確認してください…',
    depositSent: '入金を送信しました',
    submitting: '注文を登録中…',
    orderCreated: '注文を作成しました',
  },
  transfer: {
    title: '入金を送る',
    address: '入金アドレス',
    amount: '正確な金額',
    memo: 'メモ',
    memoWarning: 'このメモを必ず含めてください。含めないと入金を注文と照合できません。',
    expires: '送金期限',
    qr: '入金アドレスの QR コード',
    copy: 'コピー',
    copied: 'コピーしました',
    hash: '送金のハッシュ',
    hashHint: '16進数64文字（0x なし）',
    submitHash: '送金を登録',
    waiting: '送金が完了すると、注文は自動的に表示されます。',
  },
  solana: {
    noWallet:
      'Solana からのスワップには Solana ウォレットが必要ですが、このブラウザにはありません。Wallet Standard 対応のウォレット（Phantom、Solflare、Backpack など）をインストールして再読み込みするか、支払いに別のトークンを選んでください。',
    connect: (name: string) => `${name} を接続`,
    wallet: 'Solana ウォレット',
    balances: 'Solana の残高',
    noAccount: 'ウォレットから Solana アカウントが共有されませんでした。',
    refused:
      'ウォレットが接続されませんでした。再度お試しいただくか、支払いに別のトークンを選んでください。',
  },
  order: {
    title: 'ご注文',
    status: {
      created: '入金待ち',
      deposited: '入金済み',
      published: '約定中',
      filled: '送付完了',
      refund_pending: '返金手続き中',
      refunded: '返金済み',
      failed: '失敗',
    },
    loading: '注文を検索中…',
    links: { deposit: '入金', fill: '支払い', refund: '返金' },
    newSwap: '新しいスワップ',
  },
}
