// The Safe Apps SDK as its own build's entry (see ../../walletSdks.ts); wagmi takes its default export.
export * from '@safe-global/safe-apps-sdk'
export { default } from '@safe-global/safe-apps-sdk'
