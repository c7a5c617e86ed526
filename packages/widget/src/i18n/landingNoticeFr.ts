import type { LandingNoticeMessages } from './landingNoticeEn.js'

/** French strings of the landing notice. */
export const landingNoticeFr: LandingNoticeMessages = {
  offer: 'Me prévenir à l’arrivée',
  offerOn: 'Vous recevrez une notification à l’arrivée',
  offerBlocked: 'Les notifications sont bloquées pour ce site dans votre navigateur',
  titles: {
    delivered: 'Échange livré',
    partial: 'Échange exécuté en partie',
    refunded: 'Échange remboursé',
    cancelled: 'Échange annulé',
    failed: 'Échange échoué',
  },
  bodies: {
    delivered: 'Vos jetons sont arrivés.',
    partial: 'Une partie a été versée, le reste remboursé.',
    refunded: 'Vos jetons ont été remboursés.',
    cancelled: 'L’ordre a été annulé et vos jetons remboursés.',
    failed: 'Le versement a échoué. Ouvrez l’échange pour voir quoi faire.',
  },
}
