// tracker story
import type { TrackerStoryMessages } from './trackerStoryEn.js'

/** French strings of the order tracker's story and receipts. */
export const trackerStoryFr: TrackerStoryMessages = {
  sent: 'Vous avez envoyé',
  toReceive: 'Vous recevez (estimation)',
  received: 'Vous avez reçu',
  onChain: (amount: string, chain: string) => `${amount} sur ${chain}`,
  elapsed: (duration: string) => `${duration} depuis la création de l’ordre`,
  remaining: (duration: string) => `Encore environ ${duration}`,
  soon: 'Devrait se terminer d’un instant à l’autre',
  took: (duration: string) => `Terminé en ${duration}`,
  orderId: 'ID de l’ordre',
  copy: 'Copier',
  copyLabel: (what: string) => `Copier ${what}`,
  copied: 'Copié',
  copyFailed: 'Copie impossible ; sélectionnez-le ci-dessous',
  receipt: 'Reçu',
  outcome: {
    delivered: 'Livré en totalité',
    partial: 'Partiellement exécuté',
    refunded: 'Remboursé',
    cancelled: 'Annulé et remboursé',
    failed: 'Échec de la livraison',
  },
  receivedOf: (received: string, expected: string) => `Reçu ${received} sur ${expected}`,
  refundedAmount: (refunded: string) => `${refunded} remboursé`,
  nothingPaid: 'Rien n’a été versé',
  deliveryFailedNext:
    'Le virement vers vous n’a pas abouti. Contactez le support avec l’ID de l’ordre ci-dessous ; les détails les aideront.',
  failureDetail: 'Détails pour le support',
  hubEnding: { Cancelled: 'Annulé', Expired: 'Expiré', Closed: 'Clôturé' },
  settledRefunding: 'Réglé, remboursement en cours',
  viewReceipt: 'Voir le reçu',
}
