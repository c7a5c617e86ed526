import type { WalletMenuMessages } from './walletMenuEn.js'

/** Turkish strings of the wallet menu. */
export const walletMenuTr: WalletMenuMessages = {
  title: 'Cüzdan bağla',
  browserWallet: 'Tarayıcı cüzdanı',
  recent: 'Son kullanılanlar',
  connecting: (name: string) => `${name} bekleniyor… cüzdanda onaylayın`,
  rejected: 'Bağlantı cüzdanda reddedildi. Hazır olduğunuzda yeniden deneyin.',
  locked: 'Cüzdan kilitli veya zaten bir şey soruyor: açın, kilidini kaldırın ve yeniden deneyin.',
  failed: (name: string) => `${name} bağlanamadı. Yeniden deneyin veya başka bir cüzdan seçin.`,
  unavailable: (name: string) => `${name} bu sayfada kullanılamıyor.`,
  noneInBrowser: 'Bu tarayıcıda cüzdan yok. Bir tane kurun veya telefonunuzdaki cüzdanı bağlayın.',
  install: (name: string) => `${name} yükle`,
  scanWithPhone: 'Telefonunuzdaki bir WalletConnect cüzdanıyla tarayın',
  pairingCode: 'WalletConnect eşleştirme QR kodu',
  openInWallet: 'Bu cihazdaki bir cüzdanda aç',
  copyLink: 'Bağlantıyı kopyala',
}
