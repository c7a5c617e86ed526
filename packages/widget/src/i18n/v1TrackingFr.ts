// v1 tracking
import type { V1TrackingMessages } from './v1TrackingEn.js'

/** French strings of the v1 tracker and of v1 entries in the history. */
export const v1TrackingFr: V1TrackingMessages = {
  steps: {
    created: 'Ordre créé',
    deposited: 'Dépôt reçu',
    published: 'Recherche d’un exécutant',
    filled: 'Livré',
    refund_pending: 'Remboursement en route',
    refunded: 'Remboursé',
    failed: 'Échec',
  },
  status: {
    created: 'Votre ordre est créé ; en attente de la détection du dépôt.',
    deposited: 'Votre dépôt est arrivé ; l’ordre est en préparation.',
    published: 'Votre ordre est proposé aux exécutants ; la livraison suit.',
    filled: 'C’est fait : vos jetons sont arrivés.',
    refund_pending: 'Aucun exécutant n’a pris l’ordre : votre dépôt vous est renvoyé.',
    refunded: 'Votre dépôt vous a été restitué.',
    failed: 'Cet ordre a échoué et ne peut pas aboutir.',
  },
  failedNext:
    'Conservez l’ID de l’ordre ci-dessous et contactez le support ; rien d’autre n’est envoyé.',
  loadingOrder: 'Chargement de l’ordre…',
  history: {
    unavailable: 'Les ordres plus anciens n’ont pas pu être chargés pour l’instant.',
  },
}
