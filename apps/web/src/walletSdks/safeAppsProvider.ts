// The Safe Apps provider as its own build's entry (see ../../walletSdks.ts).
export * from '@safe-global/safe-apps-provider'
