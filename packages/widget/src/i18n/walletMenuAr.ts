import type { WalletMenuMessages } from './walletMenuEn.js'

/** Arabic strings of the wallet menu. */
export const walletMenuAr: WalletMenuMessages = {
  title: 'ربط محفظة',
  browserWallet: 'محفظة المتصفح',
  recent: 'الأخيرة',
  connecting: (name: string) => `بانتظار ${name}… أكّد في المحفظة`,
  rejected: 'رُفض الاتصال في المحفظة. حاول مرة أخرى عندما تكون جاهزًا.',
  locked: 'المحفظة مقفلة أو لديها طلب آخر قيد الانتظار: افتحها وألغِ قفلها ثم حاول مرة أخرى.',
  failed: (name: string) => `تعذّر ربط ${name}. حاول مرة أخرى أو اختر محفظة أخرى.`,
  unavailable: (name: string) => `${name} غير متاحة في هذه الصفحة.`,
  noneInBrowser: 'لا توجد محفظة في هذا المتصفح. ثبّت واحدة أو اربط محفظة على هاتفك.',
  install: (name: string) => `تثبيت ${name}`,
  scanWithPhone: 'امسح الرمز بمحفظة WalletConnect على هاتفك',
  pairingCode: 'رمز QR لاقتران WalletConnect',
  openInWallet: 'الفتح في محفظة على هذا الجهاز',
  copyLink: 'نسخ الرابط',
}
