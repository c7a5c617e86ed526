// The Safe Apps provider as its own build's entry (see ../../walletSdks.ts). The package is
// CommonJS: `export *` from it bundles to a module with no exports (wagmi then found no
// SafeAppProvider and Safe never connected), so the one name wagmi takes is named here.
export { SafeAppProvider } from '@safe-global/safe-apps-provider'
