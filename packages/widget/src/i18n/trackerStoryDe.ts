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
  toSend: 'Du sendest',
  finishedHere: 'Abgeschlossen',
  cancelSending: 'Stornierung wird gesendet…',
  cancelSent: 'Stornierung gesendet',
  cancelConfirm: {
    title: 'Diesen Auftrag stornieren?',
    refund: (refund: string, fee: string) =>
      `Bis zu ${refund} gehen an deine Erstattungsadresse zurück: deine Einzahlung abzüglich der Pauschalgebühr von ${fee}, die der Dienst behält, ob der Auftrag ausgeführt wird oder nicht.`,
    refundLessFee:
      'Was nicht ausgeführt ist, geht an deine Erstattungsadresse zurück, abzüglich der Pauschalgebühr, die der Dienst behält, ob der Auftrag ausgeführt wird oder nicht.',
    filled: 'Ein bereits ausgeführter Teil wird trotzdem ausgezahlt.',
    confirm: 'Ja, stornieren',
    keep: 'Auftrag behalten',
  },
  unfunded: {
    lateTransfer:
      'An die Einzahlungsadresse dieses Auftrags wurde nichts gesendet. Entfernen blendet ihn nur hier aus: Eine Überweisung, die vor der Frist ankommt, wird trotzdem getauscht; eine spätere nicht, und nur der Betreiber des Dienstes kann sie zurückholen.',
    drop: 'Aus der Liste entfernen',
  },
  payout: {
    connectedWallet: (address: string) =>
      `Die Auszahlung geht an deine verbundene Wallet, ${address}, da keine andere Auszahlungsadresse angegeben wurde.`,
    entered: (address: string) =>
      `Die Auszahlung geht an die von dir angegebene Adresse, ${address}.`,
  },
  viewReceipt: 'Beleg ansehen',
}
