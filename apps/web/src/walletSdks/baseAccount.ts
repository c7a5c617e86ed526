// The Base Account SDK as its own build's entry (see ../../walletSdks.ts).
export * from '@base-org/account'
