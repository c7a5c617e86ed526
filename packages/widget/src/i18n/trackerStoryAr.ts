// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Arabic strings of the order tracker's story and receipts. */
export const trackerStoryAr: TrackerStoryMessages = {
  sent: 'أرسلت',
  toReceive: 'ستستلم (تقديرًا)',
  received: 'استلمت',
  onChain: (amount: string, chain: string) => `${amount} على ${chain}`,
  elapsed: (duration: string) => `مضى ${duration} منذ إنشاء الطلب`,
  remaining: (duration: string) => `يتبقى نحو ${duration}`,
  soon: 'سينتهي في أي لحظة',
  took: (duration: string) => `انتهى خلال ${duration}`,
  orderId: 'معرّف الطلب',
  copy: 'نسخ',
  copyLabel: (what: string) => `نسخ ${what}`,
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ؛ حدّده أدناه',
  receipt: 'الإيصال',
  outcome: {
    delivered: 'سُلّم بالكامل',
    partial: 'نُفّذ جزئيًا',
    refunded: 'تم الاسترداد',
    cancelled: 'أُلغي واسترُدّ',
    failed: 'فشل التسليم',
  },
  receivedOf: (received: string, expected: string) => `استلمت ${received} من ${expected}`,
  refundedAmount: (refunded: string) => `استُرد ${refunded}`,
  nothingPaid: 'لم يُدفع شيء',
  deliveryFailedNext:
    'لم يصل التحويل إليك. تواصل مع الدعم مع ذكر معرّف الطلب أدناه؛ التفاصيل تساعدهم.',
  failureDetail: 'تفاصيل للدعم',
  hubEnding: { Cancelled: 'أُلغي', Expired: 'انتهت صلاحيته', Closed: 'أُغلق' },
  settledRefunding: 'تمت التسوية، جارٍ الاسترداد',
  toSend: 'سترسل',
  finishedHere: 'انتهى',
  cancelSending: 'جارٍ إرسال الإلغاء…',
  cancelSent: 'أُرسل الإلغاء',
  cancelConfirm: {
    title: 'إلغاء هذا الطلب؟',
    refund: (refund: string, fee: string) =>
      `يعود حتى ${refund} إلى عنوان الاسترداد: إيداعك مطروحًا منه الرسم الثابت ${fee}، الذي تحتفظ به الخدمة سواء نُفّذ الطلب أم لا.`,
    refundLessFee:
      'يعود ما لم يُنفَّذ إلى عنوان الاسترداد، مطروحًا منه الرسم الثابت الذي تحتفظ به الخدمة سواء نُفّذ الطلب أم لا.',
    filled: 'الجزء المنفَّذ بالفعل يُدفع كما هو مخطط.',
    confirm: 'نعم، ألغِه',
    keep: 'الإبقاء على الطلب',
  },
  unfunded: {
    lateTransfer:
      'لم يُرسَل شيء إلى عنوان الإيداع لهذا الطلب. إزالته تخفيه هنا فقط: التحويل الذي يصل قبل الموعد النهائي يُبادَل كالمعتاد؛ أما ما يصل بعده فلا، ولا يستطيع استرداده إلا مشغّل الخدمة.',
    drop: 'إزالة من القائمة',
  },
  payout: {
    connectedWallet: (address: string) =>
      `يُدفع المبلغ إلى محفظتك المتصلة ${address}، إذ لم يُدخَل عنوان دفع آخر.`,
    entered: (address: string) => `يُدفع المبلغ إلى العنوان الذي أدخلته ${address}.`,
  },
  viewReceipt: 'عرض الإيصال',
}
