// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** Turkish strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingTr: V1TrackingMessages = {
  steps: {
    created: 'Emir oluşturuldu',
    deposited: 'Yatırma alındı',
    published: 'Gerçekleştirici aranıyor',
    filled: 'Teslim edildi',
    refund_pending: 'İade yolda',
    refunded: 'İade edildi',
    failed: 'Başarısız',
  },
  status: {
    created: 'Emriniz oluşturuldu; yatırmanın görünmesi bekleniyor.',
    deposited: 'Yatırmanız ulaştı; emir hazırlanıyor.',
    published: 'Emriniz gerçekleştiricilere sunuldu; teslimat ardından gelir.',
    filled: 'Tamam: tokenleriniz ulaştı.',
    refund_pending: 'Hiçbir gerçekleştirici emri almadı: yatırmanız size geri dönüyor.',
    refunded: 'Yatırmanız size iade edildi.',
    failed: 'Bu emir başarısız oldu ve tamamlanamaz.',
  },
  failedNext:
    'Aşağıdaki emir kimliğini saklayın ve destekle iletişime geçin; başka bir şey gönderilmez.',
  loadingOrder: 'Emir yükleniyor…',
  history: {
    unavailable: 'Eski emirler şu anda yüklenemedi.',
  },
}
