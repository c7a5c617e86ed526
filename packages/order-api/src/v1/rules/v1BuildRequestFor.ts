import {
  type V1BuildRequest,
  type V1DepositMethod,
  type V1QuoteRequest,
  v1ChainFamily,
} from '@ferry/order-api/v1'
import { TradeRunError } from '../trade/TradeRunError.js'
import type { V1RouteOption } from './streamRoutes.js'

export type V1BuildRequestForParameters = {
  route: Pick<V1RouteOption, 'quoteId' | 'routeId' | 'depositMethods'>
  /** The quote request the route answered (its chains and parties). */
  quote: Pick<V1QuoteRequest, 'fromChainId' | 'fromAddress' | 'recipient' | 'refundTo'>
  /** The connected EVM wallet, when there is one. */
  wallet?: string | undefined
  /** The user chose a deposit address on an EVM source (any wallet, no connection). */
  preferTransfer?: boolean
  /** Where the output goes and where a refund goes, when the user set them. */
  recipient?: string | undefined
  refundTo?: string | undefined
}

const offered = (route: V1BuildRequestForParameters['route'], method: V1DepositMethod) =>
  route.depositMethods.includes(method)

/**
 * The build request for a chosen route (spec v1: POST /v1/deposit/build): a contract call from the
 * connected wallet on EVM sources; a deposit-address transfer when the user prefers one and the
 * route offers it; a transfer followed by a hash submit on TRON and Bitcoin sources. `from` is the
 * quote's `fromAddress` whenever the quote had one (the service refuses another); a transfer
 * without `from` carries `recipient` and `refundTo`. A Solana source is refused: it needs a Solana
 * wallet. Throws TradeRunError when the route does not offer what the source needs.
 */
export function v1BuildRequestFor(parameters: V1BuildRequestForParameters): V1BuildRequest {
  const { route, quote, wallet, preferTransfer } = parameters
  const family = v1ChainFamily(quote.fromChainId)
  if (family === 'solana')
    throw new TradeRunError({
      reason: 'needs_solana_wallet',
      message: 'Swapping from Solana needs a Solana wallet, which this widget does not connect',
    })
  const recipient = parameters.recipient ?? quote.recipient
  const refundTo = parameters.refundTo ?? quote.refundTo
  const parties = {
    ...(recipient === undefined ? {} : { recipient }),
    ...(refundTo === undefined ? {} : { refundTo }),
  }
  const base = { quoteId: route.quoteId, routeId: route.routeId }
  const transfer = (depositMethod: V1DepositMethod): V1BuildRequest => {
    if (quote.fromAddress !== undefined)
      return { ...base, depositMethod, from: quote.fromAddress, ...parties }
    if (recipient === undefined || refundTo === undefined)
      throw new TradeRunError({
        reason: 'no_wallet_address',
        message: 'A deposit address needs the payout address and the refund address',
      })
    return { ...base, depositMethod, ...parties }
  }
  if (family === 'tron' || family === 'bitcoin') {
    const method = offered(route, 'TRANSFER_WITH_TX_HASH_SUBMIT')
      ? 'TRANSFER_WITH_TX_HASH_SUBMIT'
      : offered(route, 'TRANSFER')
        ? 'TRANSFER'
        : undefined
    if (!method)
      throw new TradeRunError({
        reason: 'method_not_offered',
        message: 'This route takes no transfer from this chain',
      })
    return transfer(method)
  }
  if (preferTransfer && offered(route, 'TRANSFER')) return transfer('TRANSFER')
  if (!offered(route, 'CONTRACT_CALL'))
    throw new TradeRunError({
      reason: 'method_not_offered',
      message: preferTransfer
        ? 'This route offers no deposit address'
        : 'This route offers no wallet deposit',
    })
  const from = quote.fromAddress ?? wallet
  if (from === undefined)
    throw new TradeRunError({
      reason: 'no_wallet_address',
      message: 'Connect the wallet the deposit is sent from',
    })
  if (wallet !== undefined && wallet.toLowerCase() !== from.toLowerCase())
    throw new TradeRunError({
      reason: 'wallet_changed',
      message: 'The connected wallet is not the one this quote was made for; quote again',
    })
  return { ...base, depositMethod: 'CONTRACT_CALL', from, ...parties }
}
