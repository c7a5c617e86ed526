// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** German strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingDe: V1TrackingMessages = {
  steps: {
    created: 'Auftrag erstellt',
    deposited: 'Einzahlung erhalten',
    published: 'Ausführender wird gesucht',
    filled: 'Zugestellt',
    refund_pending: 'Erstattung unterwegs',
    refunded: 'Erstattet',
    failed: 'Fehlgeschlagen',
  },
  status: {
    created: 'Ihr Auftrag ist erstellt; wir warten darauf, dass die Einzahlung sichtbar wird.',
    deposited: 'Ihre Einzahlung ist eingegangen; der Auftrag wird vorbereitet.',
    published: 'Ihr Auftrag liegt bei den Ausführenden; die Zustellung folgt.',
    filled: 'Fertig: Ihre Token sind angekommen.',
    refund_pending:
      'Kein Ausführender hat den Auftrag übernommen: Ihre Einzahlung ist auf dem Rückweg.',
    refunded: 'Ihre Einzahlung wurde Ihnen zurückgegeben.',
    failed: 'Dieser Auftrag ist fehlgeschlagen und kann nicht abgeschlossen werden.',
  },
  failedNext:
    'Notieren Sie die Auftrags-ID unten und wenden Sie sich an den Support; es wird nichts weiter gesendet.',
  loadingOrder: 'Auftrag wird geladen…',
  history: {
    unavailable: 'Ältere Aufträge konnten gerade nicht geladen werden.',
  },
}
