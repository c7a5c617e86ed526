// The Coinbase Wallet SDK as its own build's entry (see ../../walletSdks.ts).
export * from '@coinbase/wallet-sdk'
