import type { WalletMenuMessages } from './walletMenuEn.js'

/** French strings of the wallet menu. */
export const walletMenuFr: WalletMenuMessages = {
  title: 'Connecter un portefeuille',
  browserWallet: 'Portefeuille du navigateur',
  recent: 'Récents',
  connecting: (name: string) => `En attente de ${name}… confirmez dans le portefeuille`,
  rejected: 'La connexion a été refusée dans le portefeuille. Réessayez quand vous serez prêt.',
  locked:
    'Le portefeuille est verrouillé ou attend déjà une réponse : ouvrez-le, déverrouillez-le, puis réessayez.',
  failed: (name: string) =>
    `${name} n’a pas pu se connecter. Réessayez ou choisissez un autre portefeuille.`,
  unavailable: (name: string) => `${name} n’est pas disponible sur cette page.`,
  noneInBrowser:
    'Aucun portefeuille dans ce navigateur. Installez-en un ou connectez celui de votre téléphone.',
  install: (name: string) => `Installer ${name}`,
  scanWithPhone: 'Scannez avec un portefeuille WalletConnect sur votre téléphone',
  pairingCode: 'QR code d’appairage WalletConnect',
  openInWallet: 'Ouvrir dans un portefeuille sur cet appareil',
  copyLink: 'Copier le lien',
}
