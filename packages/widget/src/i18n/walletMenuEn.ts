/** English strings of the wallet menu, which load with the menu. */
export const walletMenuEn = {
  title: 'Connect a wallet',
  browserWallet: 'Browser wallet',
  recent: 'Recent',
  connecting: (name: string) => `Waiting for ${name}… confirm in the wallet`,
  rejected: 'The connection was refused in the wallet. Try again when ready.',
  locked: 'The wallet is locked or already asking something: open it, unlock it, then try again.',
  failed: (name: string) => `${name} could not connect. Try again, or choose another wallet.`,
  unavailable: (name: string) => `${name} is not available on this page.`,
  noneInBrowser: 'No wallet in this browser. Install one, or connect a wallet on your phone.',
  install: (name: string) => `Install ${name}`,
  scanWithPhone: 'Scan with a WalletConnect wallet on your phone',
  pairingCode: 'WalletConnect pairing QR code',
  openInWallet: 'Open in a wallet on this device',
  copyLink: 'Copy the link',
}

/** Every catalog of the wallet menu has English's keys and shapes. */
export type WalletMenuMessages = typeof walletMenuEn
