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
  viewReceipt: 'Makbuzu görüntüle',
}
