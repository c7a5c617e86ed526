import type { QuoteWordsMessages } from './quoteWordsEn.js'

/** Arabic strings of a quote's details: its rows, fees and price hold. */
export const quoteWordsAr: QuoteWordsMessages = {
  quoteLabel: 'عرض السعر',
  rate: 'السعر',
  flatFee: 'رسوم الشبكة',
  serviceFee: 'رسوم الخدمة',
  commission: 'رسوم التطبيق',
  totalFees: 'إجمالي الرسوم',
  arrival: 'الوصول خلال',
  arrivalIn: (minutes: number) => (minutes < 1 ? 'أقل من دقيقة' : `نحو ${minutes} د`),
  quoting: 'جارٍ البحث عن أفضل سعر…',
  expiresIn: (countdown: string) => `السعر صالح لمدة ${countdown}`,
  gasNote:
    'تُدفع رسوم الغاز على الشبكة المصدر ورسوم الترحيل (بالعملة الأصلية) إضافةً إلى ذلك من محفظتك',
}
