import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Turkish strings of the token picker's list and the smart amount input. */
export const pickerWordsTr: PickerWordsMessages = {
  searchTokens: 'Token ara',
  searchPlaceholder: 'Ad, ağ veya adres',
  noTokenFound: 'Eşleşen token yok',
  searching: 'Tüm tokenlerde aranıyor…',
  partial: 'Bazı tokenler yüklenemedi',
  smartSuggestions: 'Öneriler',
  chains: 'Ağlar',
  allChains: 'Tüm ağlar',
  unreadable: 'Anlaşılamadı. Bir sayı ya da “100 USDC on Base” gibi sözcükler yazın.',
}
