import type { Connector } from 'wagmi'

/** Wallets whose SDK is loaded only when the user picks them. */
export type SdkWalletId = 'walletConnect' | 'baseAccount' | 'coinbaseWallet' | 'safe'

/** One line of the wallet menu. */
export type WalletEntry =
  | {
      kind: 'connector'
      key: string
      name: string
      icon: string | undefined
      /** The page's `window.ethereum`, offered because no wallet announced itself. */
      fallback: boolean
      connector: Connector
    }
  | { kind: 'sdk'; key: SdkWalletId; name: string }

export type WalletEntriesParameters = {
  connectors: readonly Connector[]
  /** Keys of the entries used before, the latest first. */
  recent: readonly string[]
  /** SDK wallets the page offers (WalletConnect only with the operator's project id). */
  sdkWallets: readonly SdkWalletId[]
  /** Whether the page has a `window.ethereum` for wagmi's plain `injected()` connector. */
  hasInjectedProvider: boolean
}

const sdkNames: Record<SdkWalletId, string> = {
  walletConnect: 'WalletConnect',
  baseAccount: 'Base Account',
  coinbaseWallet: 'Coinbase Wallet',
  safe: 'Safe',
}

/** The EIP-6963 rdns of the wallet an SDK entry reaches, when its extension can announce itself. */
const sdkRdns: Partial<Record<SdkWalletId, string>> = { coinbaseWallet: 'com.coinbase.wallet' }

/** A wallet's identity across connectors: its EIP-6963 rdns, else its name. */
const identityOf = (connector: Connector) => {
  const rdns = Array.isArray(connector.rdns) ? connector.rdns[0] : connector.rdns
  return typeof rdns === 'string' ? rdns : `name:${connector.name.trim().toLowerCase()}`
}

/**
 * The wallet menu's lines: each wallet once (an injected connector and the same wallet's EIP-6963
 * announcement are one; the announced one, which has an icon, wins), `window.ethereum` only when
 * nothing announced itself, the SDK wallets after the browser's, and the recently used first.
 */
export function walletEntries(parameters: WalletEntriesParameters): WalletEntry[] {
  const { connectors, recent } = parameters
  // wagmi's plain injected() (id `injected`) is `window.ethereum`: the announced wallets are it.
  const generic = connectors.filter((connector) => connector.id === 'injected')
  const named = connectors.filter((connector) => connector.id !== 'injected')
  // Announced wallets (with an icon) first, so a duplicate without one is the one dropped.
  const byIcon = [...named].sort((a, b) => Number(!a.icon) - Number(!b.icon))
  const seen = new Set<string>()
  const entries: WalletEntry[] = []
  for (const connector of byIcon) {
    const names = [identityOf(connector), `name:${connector.name.trim().toLowerCase()}`]
    if (names.some((name) => seen.has(name))) continue
    for (const name of names) seen.add(name)
    entries.push({
      kind: 'connector',
      key: connector.id,
      name: connector.name,
      icon: connector.icon,
      fallback: false,
      connector,
    })
  }
  const fallback = generic[0]
  if (fallback && parameters.hasInjectedProvider && !named.some((c) => c.type === 'injected'))
    entries.push({
      kind: 'connector',
      key: fallback.id,
      name: fallback.name,
      icon: fallback.icon,
      fallback: true,
      connector: fallback,
    })
  // The Coinbase Wallet extension, announced, is the wallet its SDK would reach: listed once.
  for (const id of parameters.sdkWallets)
    if (!entries.some((entry) => entry.key === id) && !seen.has(sdkRdns[id] ?? ''))
      entries.push({ kind: 'sdk', key: id, name: sdkNames[id] })
  const rank = (entry: WalletEntry) => {
    const index = recent.indexOf(entry.key)
    return index === -1 ? recent.length : index
  }
  // Array.prototype.sort is stable: entries never used keep their order.
  return entries.sort((a, b) => rank(a) - rank(b))
}
