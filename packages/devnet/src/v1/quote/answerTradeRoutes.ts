import { TRON_CHAIN_ID } from '@ferry/order-api'
import type { V1QuoteRequest } from '@ferry/order-api/v1'
import { V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import { flatFeeOf } from '../../rules/chainFees.js'
import { LAMPORTS_PER_SIGNATURE } from '../../solana/createSolanaRuntime.js'
import { tradeRouteIconPath } from '../catalog/tradeRouteIcon.js'
import { usdPriceOf, type V1Token } from '../catalog/v1Catalog.js'
import type { V1Fees } from '../v1IntegratorFees.js'
import type { V1RouteEntry, V1StoredRoute } from '../v1QuoteStore.js'
import type { V1TradingDeps } from '../v1TradingDeps.js'
import { BITCOIN_ESTIMATED_FEE_SATS, bitcoinTradeRouteMethods } from './bitcoinTradeRouteMethods.js'
import { priceTradeRoute } from './priceTradeRoute.js'
import { isSolanaPair, solanaTradeRouteMethods } from './solanaTradeRouteMethods.js'
import {
  isNativeTradeRoute,
  tradeRouteSpecs,
  type V1DepositMethod,
  type V1RouteId,
} from './tradeRoutes.js'

export type TradeRouteAnswerer = {
  routeId: V1RouteId
  answer: () => Promise<V1StoredRoute | undefined>
}

/** Base on the devnet offers deposit addresses (TRANSFER) besides the contract call. */
export const TRANSFER_SOURCE_CHAINS = [8453]
/** The native route quotes referrer fees up to 5% (v1 spec, POST /v1/quotes). */
const MAX_NATIVE_REFERRER_BPS = 500
/** SIMULATION: TRON payouts cost energy, and a first payout to an account activates it. */
const TRON_ENERGY_FEE_USD = 2n * 100_000_000n
const TRON_ACTIVATION_FEE_USD = 1n * 100_000_000n
const USD8_TO_18 = 10n ** 10n
/** A rough network fee: approval plus deposit at 1 gwei, plus the relay fee. */
const GAS_ESTIMATE = 200_000n * 1_000_000_000n

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Which trade routes serve a pair and their deposit methods: Native between anvil chains and between
 * Solana and an anvil chain, NativeUTXO with TRON on one side, the simulated external routes
 * between anvil chains when the quote names an EVM fromAddress (ExternalA also Solana pairs, with
 * a fromAddress of the source chain), NativeUTXO alone between Bitcoin and an anvil chain.
 */
function depositMethodsOf(parameters: {
  routeId: V1RouteId
  request: V1QuoteRequest
  isSpoke: (chainId: number) => boolean
  solana: boolean
  bitcoin: boolean
}): V1DepositMethod[] | undefined {
  const { routeId, request, isSpoke } = parameters
  const evmBoth = isSpoke(request.fromChainId) && isSpoke(request.toChainId)
  const nativeOk = (request.referrerFeeBps ?? 0) <= MAX_NATIVE_REFERRER_BPS
  const solanaPair = isSolanaPair({ request, isSpoke, solana: parameters.solana })
  if (solanaPair) return solanaTradeRouteMethods({ routeId, request, nativeOk })
  const bitcoinPair = bitcoinTradeRouteMethods({ ...parameters, nativeOk })
  if (bitcoinPair !== undefined) return bitcoinPair ?? undefined
  switch (routeId) {
    case 'Native':
      if (!evmBoth || !nativeOk) return undefined
      return TRANSFER_SOURCE_CHAINS.includes(request.fromChainId)
        ? ['CONTRACT_CALL', 'TRANSFER']
        : ['CONTRACT_CALL']
    case 'NativeUTXO': {
      if (!nativeOk) return undefined
      if (request.fromChainId === TRON_CHAIN_ID && isSpoke(request.toChainId))
        return ['TRANSFER_WITH_TX_HASH_SUBMIT']
      if (request.toChainId === TRON_CHAIN_ID && isSpoke(request.fromChainId))
        return ['CONTRACT_CALL']
      return undefined
    }
    default:
      return evmBoth && request.fromAddress?.startsWith('0x') ? ['CONTRACT_CALL'] : undefined
  }
}

/** The trade-route answerers of one quote request; each honours the dev controls (delay, fail, silence). */
export function tradeRouteAnswerers(parameters: {
  deps: V1TradingDeps
  request: V1QuoteRequest
  asked: V1RouteId[] | undefined
  fees: V1Fees
  src: V1Token
  dst: V1Token
  at: number
}): TradeRouteAnswerer[] {
  const { deps, request, fees, src, dst, at } = parameters
  const isSpoke = (chainId: number) => deps.spokes.has(chainId)
  const candidates = parameters.asked ?? (Object.keys(tradeRouteSpecs) as V1RouteId[])
  const answerers: TradeRouteAnswerer[] = []
  for (const routeId of candidates) {
    const methods = depositMethodsOf({
      routeId,
      request,
      isSpoke,
      solana: !!deps.solana,
      bitcoin: !!deps.bitcoin,
    })
    if (!methods) continue
    if (request.depositMethods && !methods.some((m) => request.depositMethods!.includes(m)))
      continue
    const spec = tradeRouteSpecs[routeId]
    const price = () => {
      const tron = tronExtras({ deps, request, dst })
      const priced = priceTradeRoute({
        spec,
        tradeType: request.tradeType,
        amount: request.amount,
        src: { decimals: src.decimals, usdPrice: usdPriceOf({ token: src, at }) },
        dst: { decimals: dst.decimals, usdPrice: usdPriceOf({ token: dst, at }) },
        flatFeeUsd:
          flatFeeOf({ srcChainId: src.chainId, dstChainId: dst.chainId }) * 100n +
          (tron?.outputFeeUsd ?? 0n),
        operatorBps: fees.operatorBps,
        commissionBps:
          fees.commissionBps + (isNativeTradeRoute(routeId) ? (request.referrerFeeBps ?? 0) : 0),
      })
      if (!priced) return undefined
      const validBefore = at + deps.orderWindowSeconds
      const evmSource = isSpoke(src.chainId)
      const entry: V1RouteEntry = {
        routeId,
        type: spec.type,
        icon: tradeRouteIconPath({ routeId }),
        exactOutMethod: spec.exactOutMethod,
        depositMethods: methods,
        quote: {
          amountIn: String(priced.amountIn),
          amountOut: String(priced.amountOut),
          expectedDurationSeconds: spec.expectedDurationSeconds,
          validBefore,
          quoteExpiresAt: at + 60,
          supportedDepositMethods: methods,
          ...(evmSource ? { estimatedGas: String(GAS_ESTIMATE + deps.chains.relayFeeWei) } : {}),
          ...(src.chainId === V1_SOLANA_CHAIN_ID
            ? { estimatedGas: String(LAMPORTS_PER_SIGNATURE) }
            : {}),
          ...(src.chainId === V1_BITCOIN_CHAIN_ID
            ? { estimatedGas: String(BITCOIN_ESTIMATED_FEE_SATS) }
            : {}),
          tags: src.kind === 'native' || !evmSource ? ['1-click'] : ['needs-approval'],
          ...(tron
            ? {
                activationFee: { required: tron.activationRequired, refundable: false },
                tronUsdtFees: {
                  activationRequired: tron.activationRequired,
                  activationFeeUsdt18: String(
                    tron.activationRequired ? TRON_ACTIVATION_FEE_USD * USD8_TO_18 : 0n,
                  ),
                  hasUsdtBalance:
                    src.chainId === TRON_CHAIN_ID &&
                    request.fromAddress !== undefined &&
                    deps.tron.balanceOf(request.fromAddress) >= priced.amountIn,
                  energyFeeUsdt18: String(tron.energyFeeUsd * USD8_TO_18),
                },
                totalOutputFeeUsdt18: String(tron.outputFeeUsd * USD8_TO_18),
                feeBaseOutcomeAmount18: String(priced.feeBaseOutcome18),
              }
            : {}),
        },
      }
      return { spec, price: priced, entry }
    }
    answerers.push({
      routeId,
      async answer() {
        const control = deps.controls.of(routeId)
        if (control.behaviour === 'silent') {
          await sleep(deps.controls.routeTimeoutMs)
          return undefined
        }
        await sleep(control.delayMs)
        if (control.behaviour === 'fail') return undefined
        return price()
      },
    })
  }
  return answerers
}

/** TRON's extra fees (SIMULATION): energy for a payout on TRON, plus activation when needed. */
function tronExtras(parameters: { deps: V1TradingDeps; request: V1QuoteRequest; dst: V1Token }) {
  const { deps, request, dst } = parameters
  if (request.fromChainId !== TRON_CHAIN_ID && request.toChainId !== TRON_CHAIN_ID) return undefined
  if (dst.chainId !== TRON_CHAIN_ID)
    return { activationRequired: false, energyFeeUsd: 0n, outputFeeUsd: 0n }
  const recipient = request.recipient
  const activationRequired =
    recipient?.startsWith('T') === true && !deps.tron.isActivated(recipient)
  const outputFeeUsd = TRON_ENERGY_FEE_USD + (activationRequired ? TRON_ACTIVATION_FEE_USD : 0n)
  return { activationRequired, energyFeeUsd: TRON_ENERGY_FEE_USD, outputFeeUsd }
}
