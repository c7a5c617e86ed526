import type { WalletMenuMessages } from './walletMenuEn.js'

/** Spanish strings of the wallet menu. */
export const walletMenuEs: WalletMenuMessages = {
  title: 'Conectar una billetera',
  browserWallet: 'Billetera del navegador',
  recent: 'Reciente',
  connecting: (name) => `Esperando a ${name}… confirma en la billetera`,
  rejected: 'La conexión fue rechazada en la billetera. Inténtalo de nuevo cuando quieras.',
  locked:
    'La billetera está bloqueada o ya tiene una solicitud abierta: ábrela, desbloquéala e inténtalo de nuevo.',
  failed: (name) => `${name} no pudo conectarse. Inténtalo de nuevo o elige otra billetera.`,
  unavailable: (name) => `${name} no está disponible en esta página.`,
  noneInBrowser:
    'No hay ninguna billetera en este navegador. Instala una o conecta una billetera de tu teléfono.',
  install: (name) => `Instalar ${name}`,
  scanWithPhone: 'Escanea con una billetera compatible con WalletConnect en tu teléfono',
  pairingCode: 'Código QR de emparejamiento de WalletConnect',
  openInWallet: 'Abrir en una billetera de este dispositivo',
  copyLink: 'Copiar el enlace',
}
