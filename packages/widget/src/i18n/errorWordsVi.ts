import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsVi: ErrorWords = {
  next: {
    'try-again': 'Vui lòng thử lại.',
    'try-later': 'Vui lòng thử lại sau vài phút.',
    'new-quote': 'Hãy lấy báo giá mới.',
    'other-route': 'Hãy chọn lộ trình hoặc số tiền khác.',
    'check-details': 'Hãy kiểm tra thông tin rồi thử lại.',
    'check-history': 'Hãy xem lịch sử lệnh trước khi thử lại.',
    'check-wallet': 'Hãy kiểm tra ví rồi thử lại.',
    'tell-site': 'Hãy báo cho chủ sở hữu trang này.',
    retrying: 'Sẽ thử lại ngay.',
  },
  service: {
    maintenance: 'Dịch vụ hoán đổi đang bảo trì.',
    rate_limited: 'Dịch vụ hoán đổi vừa nhận quá nhiều yêu cầu.',
    quote_not_found: 'Dịch vụ hoán đổi không còn lưu báo giá này.',
    quote_expired: 'Báo giá này đã hết hạn.',
    cannot_fill: 'Hiện không có solver nào khớp được hoán đổi này.',
    broadcast_failed: 'Dịch vụ hoán đổi không phát được giao dịch.',
    deposit_recorded_failed:
      'Khoản nạp của bạn đã được gửi nhưng dịch vụ hoán đổi không ghi nhận được. Đừng gửi lại.',
    validation: 'Dịch vụ hoán đổi không chấp nhận thông tin của hoán đổi này.',
  },
  v2: {
    wrong_path: 'Không tìm thấy dịch vụ hoán đổi tại địa chỉ của trang này.',
    validation: 'Dịch vụ hoán đổi không chấp nhận thông tin của hoán đổi này.',
    malformed_json: 'Dịch vụ hoán đổi không đọc được yêu cầu của ứng dụng này.',
    unsupported_token: 'Dịch vụ hoán đổi không hỗ trợ một trong hai token này.',
    below_minimum: 'Số tiền này thấp hơn mức nhỏ nhất dịch vụ hoán đổi nhận.',
    amount_too_small: 'Số tiền này quá nhỏ, sau phí sẽ không còn gì để chuyển.',
    terms_mismatch: 'Điều khoản phí của báo giá này không còn khớp với dịch vụ.',
    recipient_required: 'Hoán đổi này cần địa chỉ nhận và địa chỉ hoàn tiền.',
    tron_account_not_activated:
      'Địa chỉ TRON đó chưa được kích hoạt: trước tiên phải nhận một ít TRX.',
    invalid_recipient: 'Địa chỉ nhận hoặc hoàn tiền không thể nhận token này.',
    bad_request: 'Dịch vụ hoán đổi không chấp nhận yêu cầu này.',
    missing_key: 'Thiếu khóa truy cập dịch vụ hoán đổi của trang này.',
    unknown_key: 'Dịch vụ hoán đổi không nhận ra khóa truy cập của trang này.',
    integrator_disabled: 'Quyền truy cập dịch vụ hoán đổi của trang này đã bị tắt.',
    integrator_misconfigured:
      'Tài khoản của trang này tại dịch vụ hoán đổi chưa được thiết lập đúng.',
    same_asset: 'Hai token này là cùng một tài sản; không có gì để hoán đổi.',
    order_not_found: 'Dịch vụ hoán đổi không biết lệnh này.',
    not_found: 'Dịch vụ hoán đổi không tìm thấy thứ được yêu cầu.',
    too_large: 'Số tiền này vượt quá mức dịch vụ hoán đổi nhận trong một lần.',
    terms_expired: 'Giá này đã hết hạn.',
    not_published: 'Không thể hủy lệnh này trước khi dịch vụ đăng nó.',
    rate_limited: 'Dịch vụ hoán đổi vừa nhận quá nhiều yêu cầu.',
    internal: 'Dịch vụ hoán đổi gặp lỗi nội bộ.',
    deployment_unsupported: 'Dịch vụ hoán đổi không cung cấp tính năng này ở đây.',
    chain_read_failed: 'Dịch vụ hoán đổi hiện không đọc được dữ liệu mạng.',
    cancel_rejected: 'Yêu cầu hủy không được chấp nhận trên chuỗi.',
    maintenance: 'Dịch vụ hoán đổi đang bảo trì.',
    terms_unreadable: 'Dịch vụ hoán đổi hiện không đọc được điều khoản phí của mình.',
    solver_unavailable: 'Hiện không có solver nào phục vụ chiều này.',
    pricing_unavailable: 'Dịch vụ hoán đổi hiện không định giá được token này.',
    degraded: 'Dịch vụ hoán đổi đang hoạt động không ổn định.',
    service_unavailable: 'Dịch vụ hoán đổi không khả dụng.',
    unknown: 'Dịch vụ hoán đổi trả về lỗi.',
  },
  serviceRefused: 'Dịch vụ hoán đổi đã từ chối hoán đổi này.',
  timeout: 'Dịch vụ hoán đổi phản hồi quá lâu.',
  network: 'Không kết nối được dịch vụ hoán đổi.',
  aborted: 'Yêu cầu đã bị hủy.',
  badResponse: 'Dịch vụ hoán đổi phản hồi theo cách ứng dụng này không hiểu.',
  amount: 'Không đọc được số tiền đó.',
  address: 'Địa chỉ đó không hợp lệ trên mạng của nó.',
  request: 'Không thể gửi yêu cầu này ở dạng hiện tại.',
  unsafePlan: 'Các bước nạp của lộ trình này không an toàn để chạy; không có gì được gửi.',
  originRefused: 'Trang này không được phép dùng dịch vụ hoán đổi này.',
  configUnavailable: 'Dịch vụ hoán đổi không khả dụng.',
  signIn: 'Đăng nhập chưa hoàn tất.',
  run: {
    needsSolanaWallet: 'Lộ trình này cần ví Solana, nhưng ứng dụng này không kết nối loại ví đó.',
    planExpired: 'Giá này đã hết hạn. Báo giá mới đang tới.',
    askedBefore:
      'Ví của bạn đã được yêu cầu khoản nạp này rồi. Hãy xem hoạt động của ví trước khi thử lại.',
    approvalFailed: 'Một phê duyệt thất bại trên chuỗi; chưa có gì được nạp.',
    depositReverted: 'Khoản nạp bị hoàn tác trên chuỗi; token của bạn không bị di chuyển.',
    batchFailed: 'Phê duyệt và khoản nạp cùng thất bại trên chuỗi; không có gì được nạp.',
    batchRefused:
      'Ví của bạn không thể gửi phê duyệt và khoản nạp cùng lúc. Hãy thử lại: chúng sẽ được yêu cầu từng bước.',
    notOffered: 'Lộ trình này không nhận nạp từ mạng này; hãy chọn lộ trình khác.',
    walletChanged: 'Ví đang kết nối không phải ví mà báo giá này được lập cho.',
    noAddress: 'Hãy kết nối ví hoặc điền địa chỉ hoàn tiền.',
    badHash: 'Đó không phải mã băm giao dịch của mạng này (64 ký tự thập lục phân).',
    needsOtherWallet: 'Lộ trình này được trả từ một loại ví khác với ví đang kết nối.',
    nativeTooLow: 'Ví của bạn có quá ít coin gốc của mạng cho khoản nạp này và phí mạng của nó.',
    unsupportedStep: 'Ví của bạn không thực hiện được một bước mà lộ trình này cần.',
  },
  mismatch: {
    unreadable:
      'Một giao dịch mà ứng dụng này định gửi tới ví của bạn không phải là lệnh phê duyệt hay khoản nạp như lẽ ra phải là. Không có gì được gửi tới ví của bạn.',
    chain:
      'Một giao dịch mà ứng dụng này định gửi đi tới một mạng khác với mạng trong báo giá của bạn. Không có gì được gửi tới ví của bạn.',
    approve_token:
      'Lệnh phê duyệt mà ứng dụng này định yêu cầu là cho một token khác với token bạn chi. Không có gì được gửi tới ví của bạn.',
    spender:
      'Lệnh phê duyệt mà ứng dụng này định yêu cầu sẽ cho một hợp đồng khác ngoài hợp đồng nạp lấy token của bạn. Không có gì được gửi tới ví của bạn.',
    approve_amount:
      'Lệnh phê duyệt mà ứng dụng này định yêu cầu cho phép nhiều hơn mức khoản nạp này cần. Không có gì được gửi tới ví của bạn.',
    token:
      'Khoản nạp mà ứng dụng này định gửi chuyển một token khác với token trong báo giá của bạn. Không có gì được gửi tới ví của bạn.',
    amount:
      'Khoản nạp mà ứng dụng này định gửi chuyển một số tiền khác với số trong báo giá của bạn. Không có gì được gửi tới ví của bạn.',
    value:
      'Khoản nạp mà ứng dụng này định gửi trả một mức phí bằng coin của mạng khác với mức hợp đồng nạp yêu cầu. Không có gì được gửi tới ví của bạn.',
    depositor:
      'Khoản nạp mà ứng dụng này định gửi là cho một ví hoặc lệnh khác, không phải của bạn. Không có gì được gửi tới ví của bạn.',
    payout:
      'Lệnh này sẽ chi trả tới một địa chỉ khác với địa chỉ bạn đã chọn. Không có gì được gửi tới ví của bạn.',
    refund:
      'Lệnh này sẽ hoàn tiền tới một địa chỉ khác với địa chỉ bạn đã chọn. Không có gì được gửi tới ví của bạn.',
    receive:
      'Lệnh này sẽ chi trả một token khác, hoặc trên một mạng khác, so với báo giá của bạn. Không có gì được gửi tới ví của bạn.',
    deadline:
      'Hạn chót của lệnh này muộn hơn mức dịch vụ hoán đổi có thể đưa ra. Không có gì được gửi tới ví của bạn.',
    deposit_address:
      'Địa chỉ nạp hiển thị cho giao dịch hoán đổi này không phải là địa chỉ dịch vụ có thể nhận. Không có gì được gửi tới ví của bạn.',
    memo: 'Lệnh chuyển mang một memo mà mạng này không có chỗ chứa. Không có gì được gửi tới ví của bạn.',
  },
  limits: {
    minimum: (amount: string) => `Tối thiểu là ${amount}`,
    maximum: (amount: string) => `Tối đa là ${amount}`,
  },
}
