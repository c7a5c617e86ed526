// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** German strings of the order tracker's story and receipts. */
export const trackerStoryDe: TrackerStoryMessages = {
  sent: 'Sie haben gesendet',
  toReceive: 'Sie erhalten (geschätzt)',
  received: 'Sie haben erhalten',
  onChain: (amount: string, chain: string) => `${amount} auf ${chain}`,
  elapsed: (duration: string) => `${duration} seit Erstellung des Auftrags`,
  remaining: (duration: string) => `Noch etwa ${duration}`,
  soon: 'Sollte jeden Moment fertig sein',
  took: (duration: string) => `Abgeschlossen in ${duration}`,
  orderId: 'Auftrags-ID',
  copy: 'Kopieren',
  copyLabel: (what: string) => `${what} kopieren`,
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen; unten markieren',
  receipt: 'Beleg',
  outcome: {
    delivered: 'Vollständig zugestellt',
    partial: 'Teilweise ausgeführt',
    refunded: 'Erstattet',
    cancelled: 'Storniert und erstattet',
    failed: 'Zustellung fehlgeschlagen',
  },
  receivedOf: (received: string, expected: string) => `${received} von ${expected} erhalten`,
  refundedAmount: (refunded: string) => `${refunded} erstattet`,
  nothingPaid: 'Es wurde nichts ausgezahlt',
  deliveryFailedNext:
    'Die Überweisung an Sie ist nicht durchgegangen. Wenden Sie sich mit der Auftrags-ID unten an den Support; die Details helfen dabei.',
  failureDetail: 'Details für den Support',
  hubEnding: { Cancelled: 'Storniert', Expired: 'Abgelaufen', Closed: 'Geschlossen' },
  settledRefunding: 'Abgerechnet, wird erstattet',
  viewReceipt: 'Beleg ansehen',
}
