import type { V1QuoteRequest } from '@ferry/order-api/v1'
import type { AcceptedTrade } from '../trade/verify/AcceptedTrade.js'
import type { WalletAdapter } from '../trade/WalletAdapter.js'
import { routeOfV1Route } from './routeOfV1Route.js'
import type { V1RouteOption } from './streamRoutes.js'

export type AcceptedOfV1RunParameters = {
  /** The route the user chose, the quote it answered, and the addresses they gave. */
  input: {
    route: V1RouteOption
    request: V1QuoteRequest
    depositor: string | undefined
    recipient: string | undefined
    refundTo: string | undefined
  }
  /** The source's wallet: an EVM one reads the deposit contract's relay fee. */
  wallet: WalletAdapter | undefined
}

/** A v1 run's route and addresses as the trade its plan is held against (`verifyPlan`). */
export function acceptedOfV1Run({ input, wallet }: AcceptedOfV1RunParameters): AcceptedTrade {
  const { request } = input
  const readRelayFee = wallet?.family === 'evm' ? wallet.getDepositRelayFee : undefined
  return {
    route: routeOfV1Route({
      option: input.route,
      from: { chainId: request.fromChainId, token: request.fromToken },
      to: { chainId: request.toChainId, token: request.toToken },
    }),
    ...(input.depositor === undefined ? {} : { depositor: input.depositor }),
    ...(input.recipient === undefined ? {} : { recipient: input.recipient }),
    ...(input.refundTo === undefined ? {} : { refundTo: input.refundTo }),
    ...(readRelayFee ? { readRelayFee } : {}),
  }
}
