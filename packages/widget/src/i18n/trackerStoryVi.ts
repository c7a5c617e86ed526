// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Vietnamese strings of the order tracker's story and receipts. */
export const trackerStoryVi: TrackerStoryMessages = {
  sent: 'Bạn đã gửi',
  toReceive: 'Bạn nhận (ước tính)',
  received: 'Bạn đã nhận',
  onChain: (amount: string, chain: string) => `${amount} trên ${chain}`,
  elapsed: (duration: string) => `${duration} kể từ khi tạo lệnh`,
  remaining: (duration: string) => `Còn khoảng ${duration}`,
  soon: 'Sắp hoàn tất',
  took: (duration: string) => `Hoàn tất trong ${duration}`,
  orderId: 'Mã lệnh',
  copy: 'Sao chép',
  copyLabel: (what: string) => `Sao chép ${what}`,
  copied: 'Đã sao chép',
  copyFailed: 'Không sao chép được; hãy chọn bên dưới',
  receipt: 'Biên nhận',
  outcome: {
    delivered: 'Đã chuyển đủ',
    partial: 'Khớp một phần',
    refunded: 'Đã hoàn tiền',
    cancelled: 'Đã hủy và hoàn tiền',
    failed: 'Chuyển thất bại',
  },
  receivedOf: (received: string, expected: string) => `Đã nhận ${received} trên ${expected}`,
  refundedAmount: (refunded: string) => `Đã hoàn ${refunded}`,
  nothingPaid: 'Chưa chi trả gì',
  deliveryFailedNext:
    'Khoản chuyển cho bạn không thành công. Hãy liên hệ bộ phận hỗ trợ kèm mã lệnh bên dưới; các chi tiết sẽ giúp họ xử lý.',
  failureDetail: 'Chi tiết cho bộ phận hỗ trợ',
  hubEnding: { Cancelled: 'Đã hủy', Expired: 'Đã hết hạn', Closed: 'Đã đóng' },
  settledRefunding: 'Đã quyết toán, đang hoàn tiền',
  viewReceipt: 'Xem biên nhận',
}
