// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Arabic strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingAr: V1TrackingMessages = {
  steps: {
    created: 'أُنشئ الطلب',
    deposited: 'تم استلام الإيداع',
    published: 'جارٍ البحث عن منفّذ',
    filled: 'تم التسليم',
    refund_pending: 'الاسترداد في الطريق',
    refunded: 'تم الاسترداد',
    failed: 'فشل',
  },
  status: {
    created: 'أُنشئ طلبك؛ في انتظار رصد الإيداع.',
    deposited: 'وصل إيداعك؛ جارٍ تجهيز الطلب.',
    published: 'طلبك معروض على المنفّذين؛ يليه التسليم.',
    filled: 'تم: وصلت رموزك.',
    refund_pending: 'لم يأخذ أي منفّذ الطلب: إيداعك في طريق عودته إليك.',
    refunded: 'أُعيد إيداعك إليك.',
    failed: 'فشل هذا الطلب ولا يمكن إكماله.',
  },
  failedNext: 'احتفظ بمعرّف الطلب أدناه وتواصل مع الدعم؛ لن يُرسل شيء آخر.',
  sent: 'أرسلت',
  receive: 'تستلم',
  received: 'استلمت',
  refundedAmount: 'استُرد إليك',
  onChain: (chain: string) => `على ${chain}`,
  transactions: 'المعاملات',
  tx: { deposit: 'الإيداع', fill: 'التسليم', refund: 'الاسترداد' },
  viewOn: (explorer: string) => `عرض على ${explorer}`,
  copyHash: 'نسخ التجزئة',
  copyOrderId: 'نسخ معرّف الطلب',
  eta: (time: string) => `يتبقى نحو ${time}`,
  overdue: 'يستغرق وقتًا أطول من المتوقع؛ نواصل التحقق',
  elapsed: (time: string) => `المنقضي ${time}`,
  orderId: 'معرّف الطلب',
  loadingOrder: 'جارٍ تحميل الطلب…',
  history: {
    tag: 'v1',
    unavailable: 'تعذّر تحميل الطلبات الأقدم الآن.',
  },
}
