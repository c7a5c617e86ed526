// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Vietnamese strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingVi: V1TrackingMessages = {
  steps: {
    created: 'Đã tạo lệnh',
    deposited: 'Đã nhận khoản nạp',
    published: 'Đang tìm bên khớp lệnh',
    filled: 'Đã chuyển',
    refund_pending: 'Đang hoàn tiền',
    refunded: 'Đã hoàn tiền',
    failed: 'Thất bại',
  },
  status: {
    created: 'Lệnh của bạn đã được tạo; đang chờ ghi nhận khoản nạp.',
    deposited: 'Khoản nạp đã tới; lệnh đang được chuẩn bị.',
    published: 'Lệnh đã được gửi tới các bên khớp lệnh; sắp được chuyển.',
    filled: 'Xong: token của bạn đã tới.',
    refund_pending: 'Không bên nào nhận lệnh: khoản nạp đang được trả lại cho bạn.',
    refunded: 'Khoản nạp đã được trả lại cho bạn.',
    failed: 'Lệnh này thất bại và không thể hoàn tất.',
  },
  failedNext: 'Hãy giữ mã lệnh bên dưới và liên hệ bộ phận hỗ trợ; sẽ không có gì được gửi thêm.',
  loadingOrder: 'Đang tải lệnh…',
  history: {
    unavailable: 'Hiện không tải được các lệnh cũ hơn.',
  },
}
