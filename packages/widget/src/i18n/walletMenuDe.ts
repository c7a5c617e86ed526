import type { WalletMenuMessages } from './walletMenuEn.js'

/** German strings of the wallet menu. */
export const walletMenuDe: WalletMenuMessages = {
  title: 'Wallet verbinden',
  browserWallet: 'Browser-Wallet',
  recent: 'Zuletzt verwendet',
  connecting: (name: string) => `Warten auf ${name}… in der Wallet bestätigen`,
  rejected:
    'Die Verbindung wurde in der Wallet abgelehnt. Versuchen Sie es erneut, wenn Sie bereit sind.',
  locked:
    'Die Wallet ist gesperrt oder wartet schon auf eine Antwort: öffnen, entsperren und erneut versuchen.',
  failed: (name: string) =>
    `${name} konnte sich nicht verbinden. Versuchen Sie es erneut oder wählen Sie eine andere Wallet.`,
  unavailable: (name: string) => `${name} ist auf dieser Seite nicht verfügbar.`,
  noneInBrowser:
    'Keine Wallet in diesem Browser. Installieren Sie eine oder verbinden Sie eine Wallet auf Ihrem Smartphone.',
  install: (name: string) => `${name} installieren`,
  scanWithPhone: 'Mit einer WalletConnect-Wallet auf dem Smartphone scannen',
  pairingCode: 'WalletConnect-Kopplungs-QR-Code',
  openInWallet: 'In einer Wallet auf diesem Gerät öffnen',
  copyLink: 'Link kopieren',
}
