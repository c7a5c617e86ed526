// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** Turkish strings of the order tracker's story and receipts. */
export const trackerStoryTr: TrackerStoryMessages = {
  sent: 'Gönderdiğiniz',
  toReceive: 'Alacağınız (tahmini)',
  received: 'Aldığınız',
  onChain: (amount: string, chain: string) => `${chain} üzerinde ${amount}`,
  elapsed: (duration: string) => `Emir oluşturulalı ${duration} oldu`,
  remaining: (duration: string) => `Yaklaşık ${duration} kaldı`,
  soon: 'Her an tamamlanabilir',
  took: (duration: string) => `${duration} içinde tamamlandı`,
  orderId: 'Emir kimliği',
  copy: 'Kopyala',
  copyLabel: (what: string) => `Kopyala: ${what}`,
  copied: 'Kopyalandı',
  copyFailed: 'Kopyalanamadı; aşağıdan seçin',
  receipt: 'Makbuz',
  outcome: {
    delivered: 'Tamamı teslim edildi',
    partial: 'Kısmen gerçekleşti',
    refunded: 'İade edildi',
    cancelled: 'İptal edildi ve iade edildi',
    failed: 'Teslimat başarısız',
  },
  receivedOf: (received: string, expected: string) =>
    `${expected} tutarının ${received} kadarı alındı`,
  refundedAmount: (refunded: string) => `${refunded} iade edildi`,
  nothingPaid: 'Hiçbir ödeme yapılmadı',
  deliveryFailedNext:
    'Size yapılan transfer gerçekleşmedi. Aşağıdaki emir kimliğiyle destekle iletişime geçin; ayrıntılar yardımcı olur.',
  failureDetail: 'Destek için ayrıntılar',
  hubEnding: { Cancelled: 'İptal edildi', Expired: 'Süresi doldu', Closed: 'Kapandı' },
  settledRefunding: 'Mutabakat tamam, iade ediliyor',
  toSend: 'Gönderdiğiniz',
  finishedHere: 'Tamamlandı',
  cancelSending: 'İptal gönderiliyor…',
  cancelSent: 'İptal gönderildi',
  cancelConfirm: {
    title: 'Bu emir iptal edilsin mi?',
    refund: (refund: string, fee: string) =>
      `İade adresinize en fazla ${refund} döner: yatırdığınız tutardan ${fee} sabit ücret düşülür; bu ücreti hizmet, emir gerçekleşse de gerçekleşmese de alır.`,
    refundLessFee:
      'Gerçekleşmeyen kısım, sabit ücret düşülerek iade adresinize döner; bu ücreti hizmet, emir gerçekleşse de gerçekleşmese de alır.',
    filled: 'Zaten gerçekleşmiş kısım yine de ödenir.',
    confirm: 'Evet, iptal et',
    keep: 'Emri koru',
  },
  unfunded: {
    lateTransfer:
      'Bu emrin yatırma adresine henüz hiçbir şey gönderilmedi. Kaldırmak onu yalnızca burada gizler: son tarihten önce gelen bir transfer yine takas edilir; sonra gelen edilmez ve onu yalnızca hizmetin operatörü geri alabilir.',
    drop: 'Listeden kaldır',
  },
  payout: {
    connectedWallet: (address: string) =>
      `Başka bir ödeme adresi girilmediği için ödeme bağlı cüzdanınıza, ${address}, gider.`,
    entered: (address: string) => `Ödeme girdiğiniz adrese, ${address}, gider.`,
  },
  viewReceipt: 'Makbuzu görüntüle',
}
