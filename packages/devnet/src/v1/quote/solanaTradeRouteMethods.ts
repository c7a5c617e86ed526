import {
  isValidV1AddressForChain,
  V1_SOLANA_CHAIN_ID,
  type V1QuoteRequest,
} from '@ferry/order-api/v1'
import type { V1DepositMethod, V1RouteId } from './tradeRoutes.js'

/** Whether a quote is between the devnet's Solana and one of its anvil chains (either way). */
export function isSolanaPair(parameters: {
  request: V1QuoteRequest
  isSpoke: (chainId: number) => boolean
  solana: boolean
}): boolean {
  const { request, isSpoke, solana } = parameters
  if (!solana) return false
  return (
    (request.fromChainId === V1_SOLANA_CHAIN_ID && isSpoke(request.toChainId)) ||
    (request.toChainId === V1_SOLANA_CHAIN_ID && isSpoke(request.fromChainId))
  )
}

/**
 * The routes of a Solana pair: Native, and the simulated ExternalA when the quote names a
 * fromAddress of the source chain (external routes quote only for a known sender). Both take a
 * contract-call plan: on Solana a `solana_sendTransaction` the wallet signs, on EVM the deposit
 * contract (v1 spec, DepositMethod: CONTRACT_CALL on every route but TRON and Bitcoin sources).
 */
export function solanaTradeRouteMethods(parameters: {
  routeId: V1RouteId
  request: V1QuoteRequest
  nativeOk: boolean
}): V1DepositMethod[] | undefined {
  const { routeId, request, nativeOk } = parameters
  if (routeId === 'Native') return nativeOk ? ['CONTRACT_CALL'] : undefined
  if (routeId !== 'ExternalA' || request.fromAddress === undefined) return undefined
  return isValidV1AddressForChain({ chainId: request.fromChainId, address: request.fromAddress })
    ? ['CONTRACT_CALL']
    : undefined
}
