import { lazyCatalog, useLazyCatalog } from './lazyCatalog.js'
import { type WalletMenuMessages, walletMenuEn } from './walletMenuEn.js'

export const walletMenuCatalog = lazyCatalog<WalletMenuMessages>(walletMenuEn, {
  ar: async () => (await import('./walletMenuAr.js')).walletMenuAr,
  de: async () => (await import('./walletMenuDe.js')).walletMenuDe,
  es: async () => (await import('./walletMenuEs.js')).walletMenuEs,
  fr: async () => (await import('./walletMenuFr.js')).walletMenuFr,
  ja: async () => (await import('./walletMenuJa.js')).walletMenuJa,
  ko: async () => (await import('./walletMenuKo.js')).walletMenuKo,
  'pt-BR': async () => (await import('./walletMenuPtBR.js')).walletMenuPtBR,
  ru: async () => (await import('./walletMenuRu.js')).walletMenuRu,
  tr: async () => (await import('./walletMenuTr.js')).walletMenuTr,
  vi: async () => (await import('./walletMenuVi.js')).walletMenuVi,
  'zh-CN': async () => (await import('./walletMenuZhCN.js')).walletMenuZhCN,
})

/** The wallet menu's strings in the widget's locale. */
export const useWalletMenuMessages = (): WalletMenuMessages => useLazyCatalog(walletMenuCatalog)
