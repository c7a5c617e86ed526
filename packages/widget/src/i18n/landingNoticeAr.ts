import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Arabic strings of the landing notice. */
export const landingNoticeAr: LandingNoticeMessages = {
  offer: 'أعلمني عند وصولها',
  offerOn: 'سيصلك إشعار عند وصولها',
  offerBlocked: 'الإشعارات محظورة لهذا الموقع في متصفحك',
  titles: {
    delivered: 'تم تسليم المبادلة',
    partial: 'نُفذت المبادلة جزئيًا',
    refunded: 'أُعيدت أموال المبادلة',
    cancelled: 'أُلغيت المبادلة',
    failed: 'فشلت المبادلة',
  },
  bodies: {
    delivered: 'وصلت رموزك.',
    partial: 'دُفع جزء، وأُعيد الباقي.',
    refunded: 'أُعيدت رموزك إليك.',
    cancelled: 'أُلغي الطلب وأُعيدت رموزك.',
    failed: 'فشل الدفع. افتح المبادلة لمعرفة ما يجب فعله.',
  },
}
