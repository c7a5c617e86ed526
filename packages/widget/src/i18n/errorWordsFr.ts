import type { ErrorWords } from './errorWordsEn.js'

export const errorWordsFr: ErrorWords = {
  next: {
    'try-again': 'Veuillez réessayer.',
    'try-later': 'Veuillez réessayer dans quelques minutes.',
    'new-quote': 'Demandez un nouveau devis.',
    'other-route': 'Choisissez un autre itinéraire ou un autre montant.',
    'check-details': 'Vérifiez les informations et réessayez.',
    'check-history': 'Consultez l’historique de vos ordres avant de réessayer.',
    'check-wallet': 'Vérifiez votre portefeuille, puis réessayez.',
    'tell-site': 'Prévenez le propriétaire de ce site.',
    retrying: 'Nouvel essai sous peu.',
  },
  service: {
    maintenance: 'Le service d’échange est en maintenance.',
    rate_limited: 'Le service d’échange vient de recevoir trop de requêtes.',
    quote_not_found: 'Le service d’échange ne connaît plus ce devis.',
    quote_expired: 'Ce devis a expiré.',
    cannot_fill: 'Aucun solver ne peut exécuter cet échange pour l’instant.',
    broadcast_failed: 'Le service d’échange n’a pas pu diffuser la transaction.',
    deposit_recorded_failed:
      'Votre dépôt a été soumis, mais le service d’échange n’a pas pu l’enregistrer. Ne le renvoyez pas.',
    validation: 'Le service d’échange n’a pas accepté les informations de cet échange.',
  },
  v2: {
    wrong_path: 'Le service d’échange est introuvable à l’adresse de ce site.',
    validation: 'Le service d’échange n’a pas accepté les informations de cet échange.',
    malformed_json: 'Le service d’échange n’a pas pu lire la requête de cette application.',
    unsupported_token: 'Le service d’échange ne traite pas l’un de ces jetons.',
    below_minimum: 'Ce montant est inférieur au minimum accepté par le service d’échange.',
    amount_too_small: 'Ce montant est trop faible pour livrer quoi que ce soit après les frais.',
    terms_mismatch:
      'Les conditions tarifaires de ce devis ne correspondent plus à celles du service.',
    recipient_required:
      'Cet échange nécessite une adresse de réception et une adresse de remboursement.',
    tron_account_not_activated:
      'Cette adresse TRON n’est pas encore activée : elle doit d’abord recevoir des TRX.',
    invalid_recipient: 'L’adresse de réception ou de remboursement ne peut pas recevoir ce jeton.',
    bad_request: 'Le service d’échange n’a pas accepté cette requête.',
    missing_key: 'La clé d’accès de ce site au service d’échange est absente.',
    unknown_key: 'Le service d’échange ne reconnaît pas la clé d’accès de ce site.',
    integrator_disabled: 'L’accès de ce site au service d’échange est désactivé.',
    integrator_misconfigured: 'Le compte de ce site auprès du service d’échange est mal configuré.',
    same_asset: 'Ces deux jetons sont le même actif ; il n’y a rien à échanger.',
    order_not_found: 'Le service d’échange ne connaît pas cet ordre.',
    not_found: 'Le service d’échange n’a pas trouvé ce qui était demandé.',
    too_large: 'Ce montant dépasse ce que le service d’échange accepte en une fois.',
    terms_expired: 'Ce prix a expiré.',
    not_published: 'Cet ordre ne peut pas être annulé avant que le service ne l’ait publié.',
    rate_limited: 'Le service d’échange vient de recevoir trop de requêtes.',
    internal: 'Le service d’échange a rencontré une erreur interne.',
    deployment_unsupported: 'Le service d’échange ne propose pas cela ici.',
    chain_read_failed: 'Le service d’échange n’a pas pu lire le réseau pour l’instant.',
    cancel_rejected: 'L’annulation n’a pas été acceptée sur le réseau.',
    maintenance: 'Le service d’échange est en maintenance.',
    terms_unreadable:
      'Le service d’échange ne peut pas lire ses conditions tarifaires pour l’instant.',
    solver_unavailable: 'Aucun solver ne dessert ce sens pour l’instant.',
    pricing_unavailable: 'Le service d’échange ne peut pas évaluer ce jeton pour l’instant.',
    degraded: 'Le service d’échange fonctionne avec des problèmes.',
    service_unavailable: 'Le service d’échange est indisponible.',
    unknown: 'Le service d’échange a répondu par une erreur.',
  },
  serviceRefused: 'Le service d’échange a refusé cet échange.',
  timeout: 'Le service d’échange a mis trop de temps à répondre.',
  network: 'Le service d’échange est injoignable.',
  aborted: 'La requête a été annulée.',
  badResponse:
    'Le service d’échange a répondu d’une manière que cette application ne comprend pas.',
  amount: 'Ce montant est illisible.',
  address: 'Cette adresse n’est pas valide sur son réseau.',
  request: 'Cette requête ne peut pas être envoyée en l’état.',
  unsafePlan: 'Les étapes de dépôt de cet itinéraire ne sont pas sûres ; rien n’a été envoyé.',
  originRefused: 'Ce site n’est pas autorisé à utiliser ce service d’échange.',
  configUnavailable: 'Le service d’échange est indisponible.',
  signIn: 'La connexion n’a pas abouti.',
  run: {
    needsSolanaWallet:
      'Cet itinéraire nécessite un portefeuille Solana, que cette application ne connecte pas.',
    planExpired: 'Ce prix a expiré. Un nouveau devis arrive.',
    askedBefore:
      'Ce dépôt a déjà été demandé à votre portefeuille. Vérifiez son activité avant de réessayer.',
    approvalFailed: 'Une approbation a échoué sur le réseau ; rien n’a été déposé.',
    depositReverted: 'Le dépôt a été annulé sur le réseau ; vos jetons n’ont pas bougé.',
    batchFailed:
      'L’approbation et le dépôt ont échoué ensemble sur le réseau ; rien n’a été déposé.',
    batchRefused:
      'Votre portefeuille n’a pas pu envoyer l’approbation et le dépôt ensemble. Réessayez : ils seront demandés un par un.',
    notOffered: 'Cet itinéraire n’accepte pas de dépôt depuis ce réseau ; choisissez-en un autre.',
    walletChanged: 'Le portefeuille connecté n’est pas celui pour lequel ce devis a été établi.',
    noAddress: 'Connectez votre portefeuille ou renseignez l’adresse de remboursement.',
    badHash: 'Ce n’est pas un hash de transaction de ce réseau (64 caractères hexadécimaux).',
    needsOtherWallet:
      'Cet itinéraire se paie depuis un portefeuille d’un autre type que celui connecté.',
    nativeTooLow:
      'Votre portefeuille contient trop peu de la monnaie native du réseau pour ce dépôt et ses frais de réseau.',
    unsupportedStep:
      'Votre portefeuille ne peut pas effectuer une étape requise par cet itinéraire.',
  },
  mismatch: {
    unreadable:
      'Une transaction que cette app allait envoyer à votre portefeuille n’est pas l’approbation ou le dépôt attendu. Rien n’a été envoyé à votre portefeuille.',
    chain:
      'Une transaction que cette app allait envoyer vise une autre chaîne que celle de votre devis. Rien n’a été envoyé à votre portefeuille.',
    approve_token:
      'L’approbation que cette app allait demander porte sur un autre jeton que celui que vous dépensez. Rien n’a été envoyé à votre portefeuille.',
    spender:
      'L’approbation que cette app allait demander laisserait un autre contrat que celui du dépôt prendre vos jetons. Rien n’a été envoyé à votre portefeuille.',
    approve_amount:
      'L’approbation que cette app allait demander permet plus que ce dont ce dépôt a besoin. Rien n’a été envoyé à votre portefeuille.',
    token:
      'Le dépôt que cette app allait envoyer déplace un autre jeton que celui de votre devis. Rien n’a été envoyé à votre portefeuille.',
    amount:
      'Le dépôt que cette app allait envoyer déplace un autre montant que celui de votre devis. Rien n’a été envoyé à votre portefeuille.',
    value:
      'Le dépôt que cette app allait envoyer paie dans la monnaie de la chaîne d’autres frais que ceux demandés par le contrat de dépôt. Rien n’a été envoyé à votre portefeuille.',
    depositor:
      'Le dépôt que cette app allait envoyer est fait pour un autre portefeuille ou un autre ordre que le vôtre. Rien n’a été envoyé à votre portefeuille.',
    payout:
      'Cet ordre paierait une autre adresse que celle que vous avez choisie. Rien n’a été envoyé à votre portefeuille.',
    refund:
      'Cet ordre rembourserait une autre adresse que celle que vous avez choisie. Rien n’a été envoyé à votre portefeuille.',
    receive:
      'Cet ordre paierait un autre jeton, ou sur une autre chaîne, que votre devis. Rien n’a été envoyé à votre portefeuille.',
    deadline:
      'L’échéance de cet ordre est plus tardive que ce que le service d’échange peut accorder. Rien n’a été envoyé à votre portefeuille.',
    deposit_address:
      'L’adresse de dépôt affichée pour cet échange n’est pas une adresse où le service peut recevoir. Rien n’a été envoyé à votre portefeuille.',
    memo: 'Le transfert porte un mémo pour lequel cette chaîne n’a pas de place. Rien n’a été envoyé à votre portefeuille.',
  },
  limits: {
    minimum: (amount: string) => `Le minimum est de ${amount}`,
    maximum: (amount: string) => `Le maximum est de ${amount}`,
  },
}
