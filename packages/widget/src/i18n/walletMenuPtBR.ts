import type { WalletMenuMessages } from './walletMenuEn.js'

/** Brazilian Portuguese strings of the wallet menu. */
export const walletMenuPtBR: WalletMenuMessages = {
  title: 'Conectar uma carteira',
  browserWallet: 'Carteira do navegador',
  recent: 'Recentes',
  connecting: (name: string) => `Aguardando ${name}… confirme na carteira`,
  rejected: 'A conexão foi recusada na carteira. Tente de novo quando quiser.',
  locked:
    'A carteira está bloqueada ou já tem um pedido pendente: abra, desbloqueie e tente de novo.',
  failed: (name: string) =>
    `Não foi possível conectar ${name}. Tente de novo ou escolha outra carteira.`,
  unavailable: (name: string) => `${name} não está disponível nesta página.`,
  noneInBrowser:
    'Nenhuma carteira neste navegador. Instale uma ou conecte a carteira do seu celular.',
  install: (name: string) => `Instalar ${name}`,
  scanWithPhone: 'Escaneie com uma carteira WalletConnect no celular',
  pairingCode: 'QR code de pareamento WalletConnect',
  openInWallet: 'Abrir em uma carteira neste dispositivo',
  copyLink: 'Copiar o link',
}
