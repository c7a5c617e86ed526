import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Vietnamese strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsVi: QuoteWordsMessages = {
  quoteLabel: 'Báo giá',
  rate: 'Tỷ giá',
  flatFee: 'Phí mạng',
  serviceFee: 'Phí dịch vụ',
  commission: 'Phí ứng dụng',
  totalFees: 'Tổng phí',
  arrival: 'Đến trong',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'dưới một phút' : `khoảng ${minutes} phút`),
  quoting: 'Đang tìm giá tốt nhất…',
  expiresIn: (countdown: string) => `Giá có hiệu lực trong ${countdown}`,
  gasNote:
    'Phí gas trên mạng nguồn và phí chuyển tiếp (bằng token gốc) được trả thêm từ ví của bạn',
}
