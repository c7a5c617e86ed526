import type { PickerWordsMessages } from './pickerWordsEn.js'

/** Arabic strings of the token picker's list and the smart amount input. */
export const pickerWordsAr: PickerWordsMessages = {
  searchTokens: 'البحث عن الرموز',
  searchPlaceholder: 'الاسم أو الشبكة أو العنوان',
  noTokenFound: 'لا يوجد رمز مطابق',
  searching: 'جارٍ البحث في كل الرموز…',
  partial: 'تعذّر تحميل بعض الرموز',
  smartSuggestions: 'اقتراحات',
  chains: 'الشبكات',
  allChains: 'كل الشبكات',
  unreadable: 'لم نفهم النص. اكتب رقمًا، أو كلمات مثل «100 USDC on Base».',
}
