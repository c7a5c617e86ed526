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
  toSend: 'Vous envoyez',
  finishedHere: 'Terminé',
  cancelSending: 'Envoi de l’annulation…',
  cancelSent: 'Annulation envoyée',
  cancelConfirm: {
    title: 'Annuler cet ordre ?',
    refund: (refund: string, fee: string) =>
      `Jusqu’à ${refund} revient à votre adresse de remboursement : votre dépôt moins les frais fixes de ${fee}, que le service conserve que l’ordre soit exécuté ou non.`,
    refundLessFee:
      'Ce qui n’est pas exécuté revient à votre adresse de remboursement, moins les frais fixes, que le service conserve que l’ordre soit exécuté ou non.',
    filled: 'Une part déjà exécutée est tout de même versée.',
    confirm: 'Oui, l’annuler',
    keep: 'Garder l’ordre',
  },
  unfunded: {
    lateTransfer:
      'Rien n’a été envoyé à l’adresse de dépôt de cet ordre. Le retirer le masque seulement ici : un virement qui arrive avant l’échéance est tout de même échangé ; un virement plus tardif ne l’est pas, et seul l’opérateur du service peut le récupérer.',
    drop: 'Retirer de la liste',
  },
  payout: {
    connectedWallet: (address: string) =>
      `Le versement va à votre portefeuille connecté, ${address}, car aucune autre adresse de versement n’a été saisie.`,
    entered: (address: string) => `Le versement va à l’adresse que vous avez saisie, ${address}.`,
  },
  viewReceipt: 'Voir le reçu',
}
