import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** German strings of the landing notice. */
export const landingNoticeDe: LandingNoticeMessages = {
  offer: 'Benachrichtige mich bei Ankunft',
  offerOn: 'Du wirst bei Ankunft benachrichtigt',
  offerBlocked: 'Benachrichtigungen sind für diese Seite in deinem Browser blockiert',
  titles: {
    delivered: 'Swap ausgezahlt',
    partial: 'Swap teilweise ausgeführt',
    refunded: 'Swap erstattet',
    cancelled: 'Swap storniert',
    failed: 'Swap fehlgeschlagen',
  },
  bodies: {
    delivered: 'Deine Token sind angekommen.',
    partial: 'Ein Teil wurde ausgezahlt, der Rest erstattet.',
    refunded: 'Deine Token wurden erstattet.',
    cancelled: 'Der Auftrag wurde storniert und deine Token erstattet.',
    failed: 'Die Auszahlung ist fehlgeschlagen. Öffne den Swap, um zu sehen, was zu tun ist.',
  },
}
