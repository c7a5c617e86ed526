/**
 * What the WalletConnect entry of the widget's wallet menu reaches from the page: the relay it
 * pairs through (WebSocket), the RPC it falls back to, and its telemetry. Allowed in the pages'
 * `connect-src` only when the operator set a project id: without one the entry is not offered
 * and nothing of WalletConnect's is reachable.
 */
export const walletConnectSources = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
] as const

/** The WalletConnect sources when the bootstrap config names a project id, else none. */
export function walletSourcesOf(config: { wallets?: unknown } | undefined): readonly string[] {
  const wallets = config?.wallets as { walletConnectProjectId?: unknown } | undefined
  return typeof wallets?.walletConnectProjectId === 'string' ? walletConnectSources : []
}

/**
 * The frame WalletConnect's SDK loads into the page for its Verify API (which tells the wallet
 * what origin the pairing comes from): allowed in the pages' `frame-src` on the same terms.
 */
export const walletConnectFrameSources = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
] as const

/** The WalletConnect frame sources when the bootstrap config names a project id, else none. */
export function walletFrameSourcesOf(config: { wallets?: unknown } | undefined): readonly string[] {
  return walletSourcesOf(config).length > 0 ? walletConnectFrameSources : []
}
