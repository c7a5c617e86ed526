import { type BffChain, rpcProxyPath } from '@ferry/order-api/bff'

/**
 * The RPCs the BFF keeps on the server. In live mode an EVM chain of CHAINS with an `rpcUrl` is
 * the operator's own node or a keyed provider URL (the service's chains come with public RPCs):
 * browsers get the path of the BFF's RPC proxy instead (`/api/rpc/{chainId}`, routes/app/rpc.ts),
 * and the URL stays here. Devnet mode publishes CHAINS as they are (the devnet's loopback anvils).
 */
export function createPrivateRpcs(parameters: {
  mode: 'live' | 'devnet'
  overrides: readonly BffChain[]
}) {
  const urls = new Map<number, string>()
  if (parameters.mode === 'live')
    for (const chain of parameters.overrides)
      if (chain.family === 'evm' && chain.rpcUrl) urls.set(chain.id, chain.rpcUrl)
  return {
    /** The private RPC of a chain, for the proxy; undefined for a chain it does not serve. */
    urlOf: (chainId: number) => urls.get(chainId),
    /** The chains as browsers see them: each private RPC replaced by the proxy's path. */
    publish: (chains: readonly BffChain[]): BffChain[] =>
      chains.map((chain) =>
        urls.has(chain.id) ? { ...chain, rpcUrl: rpcProxyPath(chain.id) } : chain,
      ),
  }
}
export type PrivateRpcs = ReturnType<typeof createPrivateRpcs>
