import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Turkish strings of the landing notice. */
export const landingNoticeTr: LandingNoticeMessages = {
  offer: 'Ulaşınca bana haber ver',
  offerOn: 'Ulaştığında bildirim alacaksınız',
  offerBlocked: 'Bu site için bildirimler tarayıcınızda engellenmiş',
  titles: {
    delivered: 'Takas teslim edildi',
    partial: 'Takas kısmen gerçekleşti',
    refunded: 'Takas iade edildi',
    cancelled: 'Takas iptal edildi',
    failed: 'Takas başarısız',
  },
  bodies: {
    delivered: 'Tokenleriniz ulaştı.',
    partial: 'Bir kısmı ödendi, kalanı iade edildi.',
    refunded: 'Tokenleriniz iade edildi.',
    cancelled: 'Emir iptal edildi ve tokenleriniz iade edildi.',
    failed: 'Ödeme başarısız oldu. Ne yapılacağını görmek için takası açın.',
  },
}
