import { V1_BITCOIN_CHAIN_ID, type V1QuoteRequest } from '@ferry/order-api/v1'
import type { V1DepositMethod, V1RouteId } from './tradeRoutes.js'

/** A BTC transfer's network fee as the quote states it: one input, two outputs at 2 sat/vB. */
export const BITCOIN_ESTIMATED_FEE_SATS = 282n

/**
 * The routes of a pair between the devnet's Bitcoin and one of its anvil chains: NativeUTXO
 * only (v1 spec, Route ids). From Bitcoin the user sends BTC to a deposit address and submits
 * the hash (TRANSFER_WITH_TX_HASH_SUBMIT); from an anvil chain the deposit contract is called.
 * `undefined` when the pair is not a Bitcoin pair; `null` when it is, but `routeId` does not
 * serve it.
 */
export function bitcoinTradeRouteMethods(parameters: {
  routeId: V1RouteId
  request: V1QuoteRequest
  isSpoke: (chainId: number) => boolean
  bitcoin: boolean
  nativeOk: boolean
}): V1DepositMethod[] | null | undefined {
  const { routeId, request, isSpoke, nativeOk } = parameters
  const fromBitcoin = request.fromChainId === V1_BITCOIN_CHAIN_ID
  const toBitcoin = request.toChainId === V1_BITCOIN_CHAIN_ID
  if (!fromBitcoin && !toBitcoin) return undefined
  const served =
    parameters.bitcoin &&
    nativeOk &&
    routeId === 'NativeUTXO' &&
    isSpoke(fromBitcoin ? request.toChainId : request.fromChainId)
  if (!served) return null
  return fromBitcoin ? ['TRANSFER_WITH_TX_HASH_SUBMIT'] : ['CONTRACT_CALL']
}
