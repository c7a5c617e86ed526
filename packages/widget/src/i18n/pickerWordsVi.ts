import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Vietnamese strings of the token picker's list and the smart amount input. */
export const pickerWordsVi: PickerWordsMessages = {
  searchTokens: 'Tìm token',
  searchPlaceholder: 'Tên, mạng hoặc địa chỉ',
  noTokenFound: 'Không có token phù hợp',
  searching: 'Đang tìm trong tất cả token…',
  partial: 'Không tải được một số token',
  smartSuggestions: 'Gợi ý',
  chains: 'Chuỗi',
  allChains: 'Tất cả chuỗi',
  unreadable: 'Không hiểu. Hãy nhập một con số, hoặc cụm như “100 USDC on Base”.',
}
