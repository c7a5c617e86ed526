import type { CreateConnectorFn } from 'wagmi'
import type { SdkWalletId } from './walletEntries.js'

export type SdkConnectorParameters = {
  id: SdkWalletId
  /** The operator's WalletConnect Cloud project id (from `/api/config`). */
  walletConnectProjectId?: string | undefined
  /**
   * The Safe{Wallet} origins the operator configured: the Safe connector then takes Safe Apps
   * answers from them only. Without them any parent that frames the page may answer (the page's
   * CSP already limits who frames it).
   */
  safeOrigins?: readonly string[] | undefined
  /** The page's name and address, shown by the wallet when it asks to connect. */
  app: { name: string; url: string }
}

/** A pattern matching exactly `origin` (the Safe Apps SDK tests each answer's origin with it). */
export const exactOriginPattern = (origin: string) =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/**
 * wagmi's connector of an SDK wallet, loaded when the user picks it: each lives in its own chunk,
 * and its SDK (an optional peer dependency) in another that the connector loads on connect.
 */
export async function loadSdkConnector(
  parameters: SdkConnectorParameters,
): Promise<CreateConnectorFn> {
  const { app } = parameters
  switch (parameters.id) {
    case 'walletConnect': {
      if (!parameters.walletConnectProjectId)
        throw new Error('WalletConnect needs the operator’s project id (WALLETCONNECT_PROJECT_ID)')
      const { walletConnect } = await import('./sdk/walletConnect.js')
      return walletConnect({
        projectId: parameters.walletConnectProjectId,
        // The widget draws the pairing QR itself: no WalletConnect modal to load or allow.
        showQrModal: false,
        metadata: { name: app.name, description: app.name, url: app.url, icons: [] },
      })
    }
    case 'baseAccount': {
      const { baseAccount } = await import('./sdk/baseAccount.js')
      return baseAccount({ appName: app.name })
    }
    case 'coinbaseWallet': {
      const { coinbaseWallet } = await import('./sdk/coinbaseWallet.js')
      // Coinbase's legacy SDK for the Coinbase Wallet app and extension (their EOAs); the smart
      // wallet it would also offer is Base Account, the menu's own entry.
      return coinbaseWallet({ appName: app.name, preference: { options: 'eoaOnly' } })
    }
    case 'safe': {
      const { safe } = await import('./sdk/safe.js')
      return safe({
        ...(parameters.safeOrigins
          ? { allowedDomains: parameters.safeOrigins.map(exactOriginPattern) }
          : {}),
        // wagmi waits 10 ms for the Safe's answer by default; a Safe parent under load (or a
        // test's) takes longer, and the user chose Safe: a second is no cost.
        unstable_getInfoTimeout: 1_000,
      })
    }
  }
}
