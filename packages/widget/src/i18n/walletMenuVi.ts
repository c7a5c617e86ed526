import type { WalletMenuMessages } from './walletMenuEn.js'

/** Vietnamese strings of the wallet menu. */
export const walletMenuVi: WalletMenuMessages = {
  title: 'Kết nối ví',
  browserWallet: 'Ví trình duyệt',
  recent: 'Gần đây',
  connecting: (name: string) => `Đang chờ ${name}… hãy xác nhận trong ví`,
  rejected: 'Kết nối đã bị từ chối trong ví. Hãy thử lại khi sẵn sàng.',
  locked: 'Ví đang khóa hoặc đang chờ một yêu cầu khác: mở ví, mở khóa rồi thử lại.',
  failed: (name: string) => `Không kết nối được ${name}. Hãy thử lại hoặc chọn ví khác.`,
  unavailable: (name: string) => `${name} không khả dụng trên trang này.`,
  noneInBrowser: 'Trình duyệt này không có ví. Hãy cài một ví hoặc kết nối ví trên điện thoại.',
  install: (name: string) => `Cài đặt ${name}`,
  scanWithPhone: 'Quét bằng ví WalletConnect trên điện thoại',
  pairingCode: 'Mã QR ghép nối WalletConnect',
  openInWallet: 'Mở trong ví trên thiết bị này',
  copyLink: 'Sao chép liên kết',
}
