import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type WalletMenuMessages, walletMenuEn } from './walletMenuEn.js'

const catalog = lazyCatalog<WalletMenuMessages>(walletMenuEn, {
  es: async () => (await import('./walletMenuEs.js')).walletMenuEs,
  'zh-CN': async () => (await import('./walletMenuZhCN.js')).walletMenuZhCN,
})

/** The wallet menu's strings in the widget's locale. */
export const useWalletMenuMessages = (): WalletMenuMessages => useLazyCatalog(catalog)
