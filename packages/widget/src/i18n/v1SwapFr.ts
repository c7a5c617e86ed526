// v1 swap flow
import type { V1SwapMessages } from './v1SwapEn.js'

/** French strings of the v1 routes, the plan runner and deposit-address screens. */
export const v1SwapFr: V1SwapMessages = {
  routes: 'Itinéraires',
  searching: 'Interrogation des itinéraires…',
  noRoute: 'Aucun itinéraire n’échange cette paire pour ce montant.',
  routesUnavailable: 'Les itinéraires n’ont pas pu être interrogés. Réessayez dans un instant.',
  streamFailed: 'Certains itinéraires n’ont pas répondu ; ceux affichés restent utilisables.',
  best: 'Meilleur',
  sortBy: 'Trier les itinéraires par',
  sorts: { received: 'Montant reçu', fastest: 'Plus rapide', cost: 'Coût le plus bas' },
  totalCost: (usd: string) => `Coût total ${usd}`,
  receive: 'Vous recevez',
  pay: 'Vous payez',
  duration: (minutes: number) => (minutes < 1 ? 'moins d’une minute' : `environ ${minutes} min`),
  networkFee: 'Frais de réseau',
  oneClick: '1 clic',
  needsApproval: 'Approbation requise',
  deadline: (date: string) => `Échéance de l’ordre : ${date}`,
  progress: 'Progression de l’échange',
  steps: {
    building: 'Préparation du dépôt…',
    switching: 'Changement de réseau…',
    approving: (index: number, total: number) =>
      `Approuvez dans votre portefeuille (${index + 1} sur ${total})…`,
    depositing: 'Confirmez le dépôt dans votre portefeuille…',
    depositSent: 'Dépôt envoyé',
    submitting: 'Enregistrement de l’ordre…',
    orderCreated: 'Ordre créé',
  },
  transfer: {
    title: 'Envoyer le dépôt',
    address: 'Adresse de dépôt',
    amount: 'Montant exact',
    memo: 'Mémo',
    memoWarning: 'Ajoutez ce mémo, sinon le dépôt ne pourra pas être rattaché à votre ordre.',
    expires: 'Envoyer avant',
    qr: 'QR code de l’adresse de dépôt',
    copy: 'Copier',
    copied: 'Copié',
    hash: 'Hash de votre transfert',
    hashHint: '64 caractères hexadécimaux, sans 0x',
    submitHash: 'Enregistrer mon transfert',
    waiting: 'Une fois le transfert envoyé, l’ordre apparaît de lui-même.',
  },
  solana: {
    noWallet:
      'Échanger depuis Solana nécessite un portefeuille Solana, et ce navigateur n’en a aucun. Installez-en un compatible Wallet Standard (Phantom, Solflare, Backpack…) puis rechargez, ou choisissez un autre jeton pour payer.',
    connect: (name: string) => `Connecter ${name}`,
    wallet: 'Portefeuille Solana',
    balances: 'Soldes Solana',
    noAccount: 'Le portefeuille n’a partagé aucun compte Solana.',
    refused:
      'Le portefeuille ne s’est pas connecté. Réessayez, ou choisissez un autre jeton pour payer.',
  },
  order: {
    title: 'Votre ordre',
    status: {
      created: 'En attente de votre dépôt',
      deposited: 'Dépôt reçu',
      published: 'En cours d’exécution',
      filled: 'Livré',
      refund_pending: 'Remboursement en route',
      refunded: 'Remboursé',
      failed: 'Échec',
    },
    loading: 'Recherche de votre ordre…',
    links: { deposit: 'Dépôt', fill: 'Versement', refund: 'Remboursement' },
    newSwap: 'Nouvel échange',
  },
}
