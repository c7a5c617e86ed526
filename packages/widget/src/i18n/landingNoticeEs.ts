import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** Spanish strings of the landing notice. */
export const landingNoticeEs: LandingNoticeMessages = {
  offer: 'Avísame cuando llegue',
  offerOn: 'Recibirás una notificación cuando llegue',
  offerBlocked: 'Las notificaciones están bloqueadas para este sitio en tu navegador',
  titles: {
    delivered: 'Intercambio entregado',
    partial: 'Intercambio completado en parte',
    refunded: 'Intercambio reembolsado',
    cancelled: 'Intercambio cancelado',
    failed: 'Intercambio fallido',
  },
  bodies: {
    delivered: 'Tus tokens han llegado.',
    partial: 'Se pagó una parte y se reembolsó el resto.',
    refunded: 'Tus tokens fueron reembolsados.',
    cancelled: 'La orden se canceló y tus tokens fueron reembolsados.',
    failed: 'El pago falló. Abre el intercambio para ver qué hacer.',
  },
}
