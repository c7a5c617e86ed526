import {
  checksumEvmAddress,
  isSameAsset,
  isTronAddress,
  parseTronAddress,
  routeErrorBody,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import type { DevnetChains } from '../chains/startChains.js'
import { TRON_USDT } from '../tron/tronUsdt.js'

export type TokenInfo = { chainId: number; token: string; symbol: string; decimals: number }

export type PairResult =
  | { ok: true; src: TokenInfo; dst: TokenInfo }
  | { ok: false; status: 400 | 404; body: { error: string } }

/** The tokens the service lists: every token of the spokes, and USDT on TRON. */
export function createTokenBook(parameters: { chains: DevnetChains }) {
  const tokens: TokenInfo[] = [
    ...parameters.chains.spokes.flatMap((spoke) =>
      spoke.tokens.map((token) => ({
        chainId: spoke.chainId,
        token: checksumEvmAddress(token.address),
        symbol: token.symbol,
        decimals: token.decimals,
      })),
    ),
    { chainId: TRON_CHAIN_ID, token: TRON_USDT, symbol: 'USDT', decimals: 6 },
  ]
  const find = (side: { chainId: number; token: string }): TokenInfo | undefined =>
    tokens.find((entry) => {
      if (entry.chainId !== side.chainId) return false
      if (side.chainId === TRON_CHAIN_ID)
        return isTronAddress(side.token) && parseTronAddress(side.token).base58 === entry.token
      // Any letter case names the token here, as the service does for token addresses.
      return entry.token.toLowerCase() === side.token.toLowerCase()
    })
  return {
    tokens,
    find,
    /** Both sides of a trade, or the spec's refusal: unsupported token (400) or same asset (404). */
    resolvePair(
      source: { chainId: number; token: string },
      destination: { chainId: number; token: string },
    ): PairResult {
      const src = find(source)
      if (!src) {
        const error = `Unsupported source token ${source.token} on chain ${source.chainId}`
        return { ok: false, status: 400, body: routeErrorBody({ error }) }
      }
      const dst = find(destination)
      if (!dst) {
        const error = `Unsupported destination token ${destination.token} on chain ${destination.chainId}`
        return { ok: false, status: 400, body: routeErrorBody({ error }) }
      }
      if (isSameAsset({ a: src, b: dst })) {
        const error = 'Source and destination resolve to the same mToken'
        return { ok: false, status: 404, body: routeErrorBody({ error }) }
      }
      return { ok: true, src, dst }
    },
  }
}
export type TokenBook = ReturnType<typeof createTokenBook>
