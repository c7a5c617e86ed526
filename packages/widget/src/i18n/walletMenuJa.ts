import type { WalletMenuMessages } from './walletMenuEn.js'

/** Japanese strings of the wallet menu. */
export const walletMenuJa: WalletMenuMessages = {
  title: 'ウォレットを接続',
  browserWallet: 'ブラウザウォレット',
  recent: '最近使用',
  connecting: (name: string) => `${name} を待っています… ウォレットで確認してください`,
  rejected: 'ウォレットで接続が拒否されました。準備ができたら再度お試しください。',
  locked:
    'ウォレットがロックされているか、別の確認待ちです。ウォレットを開いてロックを解除し、再度お試しください。',
  failed: (name: string) =>
    `${name} に接続できませんでした。再度お試しいただくか、別のウォレットを選んでください。`,
  unavailable: (name: string) => `${name} はこのページでは利用できません。`,
  noneInBrowser:
    'このブラウザにウォレットがありません。インストールするか、スマートフォンのウォレットを接続してください。',
  install: (name: string) => `${name} をインストール`,
  scanWithPhone: 'スマートフォンの WalletConnect 対応ウォレットでスキャン',
  pairingCode: 'WalletConnect ペアリング用 QR コード',
  openInWallet: 'この端末のウォレットで開く',
  copyLink: 'リンクをコピー',
}
