import { TRON_CHAIN_ID, V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { Chain } from 'viem'
import {
  abstract,
  arbitrum,
  avalanche,
  base,
  berachain,
  bsc,
  jovay,
  katana,
  linea,
  mainnet,
  mantle,
  monad,
  optimism,
  polygon,
  robinhood,
  unichain,
  zeroGMainnet,
  zksync,
} from 'viem/chains'
import { MULTICALL3_ADDRESS } from '../../chains/installMulticall3.js'

export type V1ChainEntry = {
  type: 'eip155' | 'solana' | 'tron' | 'bitcoin'
  id: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[] } }
  blockExplorers?: { default: { name: string; url: string; apiUrl?: string } }
  blockTime?: number
  contracts?: Record<string, { address: string }>
}

/** Every EVM chain of the v1 chain list, in the order of its ids. */
const evmChains: Chain[] = [
  mainnet,
  optimism,
  bsc,
  unichain,
  polygon,
  monad,
  zksync,
  abstract,
  robinhood,
  mantle,
  base,
  zeroGMainnet,
  arbitrum,
  avalanche,
  linea,
  berachain,
  katana,
  jovay,
]

const nonEvmChains: V1ChainEntry[] = [
  {
    type: 'tron',
    id: TRON_CHAIN_ID,
    name: 'TRON',
    nativeCurrency: { name: 'TRON', symbol: 'TRX', decimals: 6 },
    rpcUrls: { default: { http: ['https://api.trongrid.io'] } },
    blockExplorers: { default: { name: 'Tronscan', url: 'https://tronscan.org' } },
  },
  {
    type: 'solana',
    id: V1_SOLANA_CHAIN_ID,
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
    blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  },
  {
    type: 'bitcoin',
    id: V1_BITCOIN_CHAIN_ID,
    name: 'Bitcoin',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
    blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  },
]

function evmEntry(chain: Chain, localRpcUrl: string | undefined): V1ChainEntry {
  const explorer = chain.blockExplorers?.default
  const entry: V1ChainEntry = {
    type: 'eip155',
    id: chain.id,
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: localRpcUrl ? [localRpcUrl] : [...chain.rpcUrls.default.http] } },
  }
  if (chain.blockTime) entry.blockTime = chain.blockTime
  // Every devnet chain has Multicall3 at the usual address; not every real one does (zkSync).
  const multicall3 = localRpcUrl ? MULTICALL3_ADDRESS : chain.contracts?.multicall3?.address
  if (multicall3) entry.contracts = { multicall3: { address: multicall3.toLowerCase() } }
  // A devnet chain has none of the real chain's transactions: no explorer link would resolve.
  if (explorer && !localRpcUrl)
    entry.blockExplorers = {
      default: {
        name: explorer.name,
        url: explorer.url,
        ...(explorer.apiUrl ? { apiUrl: explorer.apiUrl } : {}),
      },
    }
  return entry
}

/**
 * The v1 chain list: the 21 chains of the service, EVM metadata as viem knows it. The devnet's
 * anvil chains carry their local RPC URL instead of the public one (and no explorer); its Solana
 * its local RPC and explorer; its Bitcoin its explorer.
 */
export function v1ChainList(parameters: {
  localRpcUrls: Record<number, string>
  /** The devnet's Solana: its entry carries the local RPC and explorer. */
  solana?: { rpcUrl: string; explorerUrl: string } | undefined
  /** The devnet's Bitcoin: its entry links the local explorer (no RPC URL, as the spec says). */
  bitcoin?: { explorerUrl: string } | undefined
}): V1ChainEntry[] {
  const { solana, bitcoin } = parameters
  return [
    ...evmChains.map((chain) => evmEntry(chain, parameters.localRpcUrls[chain.id])),
    ...nonEvmChains.map((entry) =>
      entry.id === V1_SOLANA_CHAIN_ID && solana
        ? {
            ...entry,
            rpcUrls: { default: { http: [solana.rpcUrl] } },
            blockExplorers: {
              default: { name: 'Devnet Solana explorer', url: solana.explorerUrl },
            },
          }
        : entry.id === V1_BITCOIN_CHAIN_ID && bitcoin
          ? {
              ...entry,
              blockExplorers: {
                default: { name: 'Devnet Bitcoin explorer', url: bitcoin.explorerUrl },
              },
            }
          : entry,
    ),
  ]
}
