import { TRON_CHAIN_ID, V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { V1ChainEntry } from './v1Chains.js'

/** Short names people type for chains, beside each chain's name and its first word. */
const aliases: Record<number, string[]> = {
  [V1_BITCOIN_CHAIN_ID]: ['btc'],
  1: ['eth', 'mainnet'],
  10: ['optimism'],
  56: ['bsc', 'bnb'],
  137: ['matic', 'pol'],
  324: ['zk'],
  42161: ['arb'],
  43114: ['avax'],
  [TRON_CHAIN_ID]: ['trx'],
  [V1_SOLANA_CHAIN_ID]: ['sol'],
}

/**
 * The chains a typed chain query names: those with the query as their name, its first word, an
 * alias or the chain id, or as the start of one of these. `exact` says whether a chain is named
 * in full.
 */
export function matchChains(parameters: { chains: readonly V1ChainEntry[]; query: string }): {
  chains: V1ChainEntry[]
  exact: boolean
} {
  const query = parameters.query.trim().toLowerCase()
  if (!query) return { chains: [], exact: false }
  const namesOf = (chain: V1ChainEntry) => [
    chain.name.toLowerCase(),
    chain.name.toLowerCase().split(/\s+/)[0]!,
    ...(aliases[chain.id] ?? []),
    String(chain.id),
  ]
  const exact = parameters.chains.filter((chain) => namesOf(chain).includes(query))
  if (exact.length) return { chains: exact, exact: true }
  return {
    chains: parameters.chains.filter((chain) =>
      namesOf(chain).some((name) => name.startsWith(query)),
    ),
    exact: false,
  }
}
