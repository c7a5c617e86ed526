// v1 swap flow
import type { V1SwapMessages } from './v1SwapEn.js'

/** German strings of the v1 routes, the plan runner and deposit-address screens. */
export const v1SwapDe: V1SwapMessages = {
  routes: 'Routen',
  searching: 'Routen werden abgefragt…',
  noRoute: 'Keine Route tauscht dieses Paar für diesen Betrag.',
  routesUnavailable:
    'Die Routen konnten gerade nicht abgefragt werden. Versuchen Sie es gleich erneut.',
  streamFailed: 'Einige Routen haben nicht geantwortet; die angezeigten sind weiter nutzbar.',
  best: 'Beste',
  sortBy: 'Routen sortieren nach',
  sorts: { received: 'Höchster Betrag', fastest: 'Am schnellsten', cost: 'Geringste Kosten' },
  totalCost: (usd: string) => `Gesamtkosten ${usd}`,
  receive: 'Sie erhalten',
  pay: 'Sie zahlen',
  duration: (minutes: number) => (minutes < 1 ? 'unter einer Minute' : `etwa ${minutes} Min.`),
  networkFee: 'Netzwerkgebühr',
  oneClick: '1-Klick',
  needsApproval: 'Genehmigung nötig',
  deadline: (date: string) => `Auftragsfrist: ${date}`,
  progress: 'Tauschfortschritt',
  steps: {
    building: 'Einzahlung wird vorbereitet…',
    switching: 'Netzwerk wird gewechselt…',
    approving: (index: number, total: number) =>
      `In Ihrer Wallet genehmigen (${index + 1} von ${total})…`,
    depositing: 'Bestätigen Sie die Einzahlung in Ihrer Wallet…',
    depositSent: 'Einzahlung gesendet',
    submitting: 'Auftrag wird registriert…',
    orderCreated: 'Auftrag erstellt',
  },
  transfer: {
    title: 'Einzahlung senden',
    address: 'Einzahlungsadresse',
    payout: 'Sie erhalten (geschätzt)',
    payoutOnChain: (amount: string, chain: string) => `${amount} auf ${chain}`,
    recipient: 'Auszahlung an',
    amount: 'Genauer Betrag',
    memo: 'Memo',
    memoWarning:
      'Geben Sie dieses Memo an, sonst kann die Einzahlung Ihrem Auftrag nicht zugeordnet werden.',
    expires: 'Senden bis',
    qr: 'QR-Code der Einzahlungsadresse',
    copy: 'Kopieren',
    copied: 'Kopiert',
    hash: 'Hash Ihrer Überweisung',
    hashHint: '64 Hexadezimalzeichen, ohne 0x',
    submitHash: 'Meine Überweisung registrieren',
    waiting: 'Sobald die Überweisung gesendet ist, erscheint der Auftrag von selbst.',
  },
  solana: {
    noWallet:
      'Für einen Tausch von Solana brauchen Sie eine Solana-Wallet, und dieser Browser hat keine. Installieren Sie eine, die dem Wallet Standard folgt (Phantom, Solflare, Backpack…), und laden Sie neu, oder wählen Sie einen anderen Token zum Bezahlen.',
    connect: (name: string) => `${name} verbinden`,
    wallet: 'Solana-Wallet',
    balances: 'Solana-Guthaben',
    noAccount: 'Die Wallet hat kein Solana-Konto freigegeben.',
    refused:
      'Die Wallet hat sich nicht verbunden. Versuchen Sie es erneut oder wählen Sie einen anderen Token zum Bezahlen.',
  },
  order: {
    title: 'Ihr Auftrag',
    status: {
      created: 'Warten auf Ihre Einzahlung',
      deposited: 'Einzahlung erhalten',
      published: 'Wird ausgeführt',
      filled: 'Zugestellt',
      refund_pending: 'Erstattung unterwegs',
      refunded: 'Erstattet',
      failed: 'Fehlgeschlagen',
    },
    loading: 'Ihr Auftrag wird gesucht…',
    links: { deposit: 'Einzahlung', fill: 'Auszahlung', refund: 'Erstattung' },
    newSwap: 'Neuer Tausch',
  },
}
