import {
  checksumEvmAddress,
  orderIdOf,
  parseTronAddress,
  randomUint256,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID, type V1RouteId } from '@ferry/order-api/v1'
import { scenarioForAmount } from '../rules/magicAmounts.js'
import { type OrderRow, pendingOrderFields } from '../store/orderRow.js'
import type { V1StoredQuote, V1StoredRoute } from './v1QuoteStore.js'
import type { V1TradingDeps } from './v1TradingDeps.js'

/** What the v1 view of an engine order needs besides the engine's own fields. */
export type V1OrderMeta = {
  /** `c` + 24 characters once submitted, or the 32-hex id of a deposit-address order; else null. */
  id: string | null
  quoteId: string
  routeId: V1RouteId
  tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT'
  fromToken: string
  toToken: string
  destAmount: string
  author: string
  recipient: string
  refundTo: string
  filler: string | null
  externalOrderId: string | null
  /** Unix ms of the submit (or the build, for a deposit-address order). */
  createdAtMs: number | null
  /**
   * The deposit hash the submit registered: the order is found by it (`txHashSearch`) and shows
   * it as `depositTxHash` before the chain watcher has seen the deposit.
   */
  submittedTxHash?: string
  fromTokenMeta: { symbol: string; decimals: number; logoURI: string | null }
  toTokenMeta: { symbol: string; decimals: number; logoURI: string | null }
}

/** An engine order that a v1 quote funds. */
export type V1EngineRow = OrderRow & { v1: V1OrderMeta }

export const isV1Row = (row: OrderRow): row is V1EngineRow =>
  (row as Partial<V1EngineRow>).v1 !== undefined

/** The engine's integrator name for v1 orders: v2 listings never show them. */
export const V1_ENGINE_INTEGRATOR = 'v1'

const nativeForm = (chainId: number, address: string) =>
  chainId === TRON_CHAIN_ID
    ? parseTronAddress(address).base58
    : chainId === V1_SOLANA_CHAIN_ID || chainId === V1_BITCOIN_CHAIN_ID
      ? address
      : checksumEvmAddress(address)

/**
 * The lifecycle engine's order behind a v1 build: the engine watches its deposit, moves it and
 * pays out or refunds on chain. `depositor` is the EVM account whose deposit the contract
 * credits (the wallet, or the deposit address the stand-in sweeps from).
 */
export function createV1EngineRow(parameters: {
  deps: V1TradingDeps
  quote: V1StoredQuote
  route: V1StoredRoute
  depositor: string
  depositAddress: string | null
  from: string | null
  recipient: string
  refundTo: string
  id: string | null
}): V1EngineRow {
  const { deps, quote, route, depositor, recipient, refundTo } = parameters
  const nonce = randomUint256()
  const { price, spec } = route
  const now = deps.clock.now()
  const scenarioKey = (parameters.from ?? refundTo).toLowerCase()
  const scenario =
    deps.scenarios.get(scenarioKey) ?? scenarioForAmount(price.amountIn, quote.src.decimals)
  deps.scenarios.delete(scenarioKey)
  const serviceFees =
    ((price.amountIn - price.terms.flatFee) *
      BigInt(price.terms.operatorBps + price.terms.commissionBps)) /
    10_000n
  const meta = (token: V1StoredQuote['src']) => ({
    symbol: token.symbol,
    decimals: token.decimals,
    logoURI: null,
  })
  return {
    orderId: orderIdOf({ depositor, nonce }),
    integrator: V1_ENGINE_INTEGRATOR,
    srcToken: quote.src.address,
    dstToken: quote.dst.address,
    srcChainId: quote.src.chainId,
    dstChainId: quote.dst.chainId,
    srcAmountSpoke: String(price.amountIn),
    depositor: depositor.toLowerCase(),
    depositAddress: parameters.depositAddress,
    payoutAddr: nativeForm(quote.dst.chainId, recipient),
    refundAddr: nativeForm(quote.src.chainId, refundTo),
    fullFee: String(price.terms.flatFee + serviceFees),
    intentOutcomeRate: String(price.rate),
    nonce: String(nonce),
    builtAt: now,
    deadline: quote.validBefore,
    flatFee: String(price.terms.flatFee),
    operatorBps: price.terms.operatorBps,
    commissionBps: price.terms.commissionBps,
    scenario,
    ...pendingOrderFields(),
    v1: {
      id: parameters.id,
      quoteId: quote.quoteId,
      routeId: spec.routeId,
      tradeType: quote.request.tradeType,
      fromToken: quote.src.address,
      toToken: quote.dst.address,
      destAmount: String(price.amountOut),
      // A deposit-address order belongs to its refund address (v1 spec, Order object).
      author:
        parameters.depositAddress === null && parameters.id
          ? refundTo
          : (parameters.from ?? refundTo),
      recipient,
      refundTo,
      filler: quote.request.filler ?? null,
      externalOrderId:
        spec.provider === 'native' ? null : `${spec.provider}-${nonce.toString(16).slice(0, 16)}`,
      createdAtMs: parameters.id ? deps.clock.nowMs() : null,
      fromTokenMeta: meta(quote.src),
      toTokenMeta: meta(quote.dst),
    },
  }
}
