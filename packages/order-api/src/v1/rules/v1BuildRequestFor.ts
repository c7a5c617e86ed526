import { v1ChainFamily } from '../addresses/chainFamily.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import type { V1BuildRequest } from '../schemas/build.js'
import type { V1DepositMethod, V1RouteId } from '../schemas/enums.js'
import type { V1QuoteRequest } from '../schemas/quote.js'

export type V1BuildRequestForParameters = {
  /** The chosen route of a quote's answer: its ids and the deposit methods it offers. */
  route: { quoteId: string; routeId: V1RouteId; depositMethods: readonly V1DepositMethod[] }
  /** The quote request the route answered (its chains and parties). */
  quote: Pick<V1QuoteRequest, 'fromChainId' | 'fromAddress' | 'recipient' | 'refundTo'>
  /** The connected wallet of the source's family (EVM or Solana), when there is one. */
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
 * without `from` carries `recipient` and `refundTo`. A Solana source is a contract call from the
 * connected Solana wallet (its `solana_sendTransaction`), refused while none is connected.
 * Throws V1RequestError when the route does not offer what the source needs or a party is missing.
 *
 * @example
 * const request = v1BuildRequestFor({
 *   route: { quoteId, routeId: 'Native', depositMethods: ['CONTRACT_CALL'] },
 *   quote: { fromChainId: 8453, fromAddress: wallet },
 *   wallet,
 * })
 * const plan = await v1.build(request)
 */
export function v1BuildRequestFor(parameters: V1BuildRequestForParameters): V1BuildRequest {
  const { route, quote, wallet, preferTransfer } = parameters
  const family = v1ChainFamily(quote.fromChainId)
  if (family === 'solana' && quote.fromAddress === undefined && wallet === undefined)
    throw new V1RequestError({
      reason: 'needs_solana_wallet',
      message: 'Swapping from Solana needs a Solana wallet: connect one',
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
      throw new V1RequestError({
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
      throw new V1RequestError({
        reason: 'method_not_offered',
        message: 'This route takes no transfer from this chain',
      })
    return transfer(method)
  }
  if (preferTransfer && offered(route, 'TRANSFER')) return transfer('TRANSFER')
  if (!offered(route, 'CONTRACT_CALL'))
    throw new V1RequestError({
      reason: 'method_not_offered',
      message: preferTransfer
        ? 'This route offers no deposit address'
        : 'This route offers no wallet deposit',
    })
  const from = quote.fromAddress ?? wallet
  if (from === undefined)
    throw new V1RequestError({
      reason: 'no_wallet_address',
      message: 'Connect the wallet the deposit is sent from',
    })
  // EVM hex names one account in any case; a Solana address is base58, case and all.
  const same = family === 'evm' ? wallet?.toLowerCase() === from.toLowerCase() : wallet === from
  if (wallet !== undefined && !same)
    throw new V1RequestError({
      reason: 'wallet_changed',
      message: 'The connected wallet is not the one this quote was made for; quote again',
    })
  return { ...base, depositMethod: 'CONTRACT_CALL', from, ...parties }
}
