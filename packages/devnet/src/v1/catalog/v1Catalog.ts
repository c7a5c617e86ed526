import { isTronAddress, parseTronAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import { isNativeTokenAddress, NATIVE_TOKEN_ADDRESS, nativeCurrencies } from './nativeToken.js'
import { type PriceModel, priceOfModel, volatileTokenSpecs } from './usdPrices.js'

/** Where a token's USD price comes from: 1.00 for the stables, fixed natives, a moving feed. */
export type V1TokenKind = 'stable' | 'native' | 'volatile'

/**
 * A token the devnet's v1 catalog lists. `address` is lowercase on EVM, base58 on TRON and
 * Solana (a mint; SOL is `0xeeee…eeee` like every native token).
 */
export type V1Token = {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
  kind: V1TokenKind
  price: PriceModel
}

/** The parts of the running chains the catalog needs: each spoke's tokens. */
export type CatalogChains = {
  spokes: readonly {
    chainId: number
    tokens: readonly { symbol: string; address: string; decimals: number }[]
    volatileTokens?: readonly { symbol: string; address: string; decimals: number }[]
  }[]
}

const stableNames: Record<string, string> = {
  USDC: 'USD Coin',
  USDT: 'Tether USD',
  USDG: 'Global Dollar',
}
const ONE_USD = { kind: 'fixed', usd: 100_000_000n } as const
/** SOL at a fixed 150.00 USD (8 decimals). */
const SOL_USD = 150_00000000n
/** BTC at a fixed 60,000.00 USD (8 decimals). */
const BTC_USD = 60_000_00000000n

/**
 * The v1 token catalog of a running devnet: on each anvil spoke its native token, the v2 stables
 * and the volatile ERC-20s; on TRON the simulated USDT; SOL and USDC on Solana, BTC on Bitcoin
 * when the devnet runs them. Listing does not promise a route.
 */
export function createV1Catalog(parameters: {
  chains: CatalogChains
  tronUsdt: string
  /** The USDC mint of the devnet's Solana; without it nothing of Solana is listed. */
  solanaUsdc?: string | undefined
  /** Whether the devnet runs a Bitcoin chain: BTC is listed then. */
  bitcoin?: boolean | undefined
}) {
  const tokens: V1Token[] = []
  for (const spoke of parameters.chains.spokes) {
    const native = nativeCurrencies[spoke.chainId]
    if (native)
      tokens.push({
        chainId: spoke.chainId,
        address: NATIVE_TOKEN_ADDRESS,
        name: native.name,
        symbol: native.symbol,
        decimals: native.decimals,
        kind: 'native',
        price: { kind: 'fixed', usd: native.usd },
      })
    for (const token of spoke.tokens)
      tokens.push({
        chainId: spoke.chainId,
        address: token.address.toLowerCase(),
        name: stableNames[token.symbol] ?? token.symbol,
        symbol: token.symbol,
        decimals: token.decimals,
        kind: 'stable',
        price: ONE_USD,
      })
    for (const token of spoke.volatileTokens ?? []) {
      const spec = volatileTokenSpecs.find((entry) => entry.symbol === token.symbol)
      if (!spec) continue
      tokens.push({
        chainId: spoke.chainId,
        address: token.address.toLowerCase(),
        name: spec.name,
        symbol: spec.symbol,
        decimals: token.decimals,
        kind: 'volatile',
        price: spec.price,
      })
    }
  }
  tokens.push({
    chainId: TRON_CHAIN_ID,
    address: parameters.tronUsdt,
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    kind: 'stable',
    price: ONE_USD,
  })

  if (parameters.solanaUsdc)
    tokens.push(
      {
        chainId: V1_SOLANA_CHAIN_ID,
        address: NATIVE_TOKEN_ADDRESS,
        name: 'Solana',
        symbol: 'SOL',
        decimals: 9,
        kind: 'native',
        price: { kind: 'fixed', usd: SOL_USD },
      },
      {
        chainId: V1_SOLANA_CHAIN_ID,
        address: parameters.solanaUsdc,
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        kind: 'stable',
        price: ONE_USD,
      },
    )

  if (parameters.bitcoin)
    tokens.push({
      chainId: V1_BITCOIN_CHAIN_ID,
      address: NATIVE_TOKEN_ADDRESS,
      name: 'Bitcoin',
      symbol: 'BTC',
      decimals: 8,
      kind: 'native',
      price: { kind: 'fixed', usd: BTC_USD },
    })

  /** Addresses of the volatile tokens per chain id, lowercase. */
  const volatileTokens: Record<number, string[]> = {}
  for (const token of tokens) {
    if (token.kind !== 'volatile') continue
    volatileTokens[token.chainId] = [...(volatileTokens[token.chainId] ?? []), token.address]
  }

  return {
    tokens: tokens as readonly V1Token[],
    volatileTokens,
    /**
     * The listed token at `address` on `chainId`, in any written form the v1 API accepts: EVM
     * hex in any case, the zero address or (Solana) the system program for native, TRON base58
     * or hex41. `undefined` when not listed.
     */
    findV1Token(query: { chainId: number; address: string }): V1Token | undefined {
      const { chainId, address } = query
      if (chainId === TRON_CHAIN_ID) {
        if (!isTronAddress(address)) return undefined
        const base58 = parseTronAddress(address).base58
        return tokens.find((token) => token.chainId === chainId && token.address === base58)
      }
      // Base58 is case-sensitive: a Solana mint is matched as written.
      const wanted = isNativeTokenAddress(address)
        ? NATIVE_TOKEN_ADDRESS
        : chainId === V1_SOLANA_CHAIN_ID
          ? address
          : address.toLowerCase()
      return tokens.find((token) => token.chainId === chainId && token.address === wanted)
    },
  }
}

export type V1Catalog = ReturnType<typeof createV1Catalog>

/** A token's USD price at `at` (devnet clock, Unix seconds), 8-decimal USD per whole token. */
export function usdPriceOf(parameters: { token: Pick<V1Token, 'price'>; at: number }): bigint {
  return priceOfModel({ model: parameters.token.price, at: parameters.at })
}
