import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Vietnamese strings of the landing notice. */
export const landingNoticeVi: LandingNoticeMessages = {
  offer: 'Báo tôi khi tiền về',
  offerOn: 'Bạn sẽ nhận thông báo khi tiền về',
  offerBlocked: 'Trình duyệt đang chặn thông báo của trang này',
  titles: {
    delivered: 'Hoán đổi đã hoàn tất',
    partial: 'Hoán đổi khớp một phần',
    refunded: 'Hoán đổi đã hoàn tiền',
    cancelled: 'Hoán đổi đã hủy',
    failed: 'Hoán đổi thất bại',
  },
  bodies: {
    delivered: 'Token của bạn đã về.',
    partial: 'Một phần đã được trả, phần còn lại được hoàn.',
    refunded: 'Token của bạn đã được hoàn.',
    cancelled: 'Lệnh đã hủy và token của bạn đã được hoàn.',
    failed: 'Thanh toán thất bại. Mở giao dịch hoán đổi để xem cần làm gì.',
  },
}
