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
  toSend: 'Bạn gửi',
  finishedHere: 'Đã kết thúc',
  cancelSending: 'Đang gửi yêu cầu hủy…',
  cancelSent: 'Đã gửi yêu cầu hủy',
  cancelConfirm: {
    title: 'Hủy lệnh này?',
    refund: (refund: string, fee: string) =>
      `Tối đa ${refund} sẽ trả về địa chỉ hoàn tiền của bạn: khoản nạp trừ phí cố định ${fee}, khoản phí dịch vụ giữ lại dù lệnh có được khớp hay không.`,
    refundLessFee:
      'Phần chưa khớp sẽ trả về địa chỉ hoàn tiền của bạn, trừ phí cố định mà dịch vụ giữ lại dù lệnh có được khớp hay không.',
    filled: 'Phần đã khớp vẫn được thanh toán.',
    confirm: 'Có, hủy lệnh',
    keep: 'Giữ lệnh',
  },
  unfunded: {
    lateTransfer:
      'Chưa có gì được gửi đến địa chỉ nạp của lệnh này. Xóa chỉ ẩn nó ở đây: khoản chuyển đến trước hạn vẫn được hoán đổi; khoản đến sau thì không, và chỉ nhà vận hành dịch vụ mới có thể thu hồi.',
    drop: 'Xóa khỏi danh sách',
  },
  payout: {
    connectedWallet: (address: string) =>
      `Khoản thanh toán sẽ về ví đã kết nối của bạn, ${address}, vì không có địa chỉ nhận nào khác được nhập.`,
    entered: (address: string) => `Khoản thanh toán sẽ về địa chỉ bạn đã nhập, ${address}.`,
  },
  viewReceipt: 'Xem biên nhận',
}
