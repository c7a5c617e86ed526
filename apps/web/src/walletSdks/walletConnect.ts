// The WalletConnect SDK as its own build's entry (see ../../walletSdks.ts).
export * from '@walletconnect/ethereum-provider'
