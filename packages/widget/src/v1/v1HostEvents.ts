import type { FerryEvent } from '../hooks/useFerryEvents.js'
import type { TradeProgress } from '../trade/TradeProgress.js'
import type { V1RouteOption } from './streamRoutes.js'

/**
 * The host event a step of a v1 plan stands for, under v2's names and payloads: `deposit-sent`
 * when the EVM deposit left the wallet, `order-created` when the submit created the order (v1
 * creates orders at the submit, not at the build). Other steps have no event.
 */
export function v1PlanHostEvent(progress: TradeProgress): FerryEvent | undefined {
  if (progress.step === 'deposit-sent')
    return { name: 'deposit-sent', data: { txHash: progress.txHash } }
  if (progress.step === 'order-created')
    return {
      name: 'order-created',
      data: {
        orderId: progress.orderId,
        srcChainId: progress.srcChainId,
        dstChainId: progress.dstChainId,
      },
    }
  return undefined
}

/** `quote-received` for the route the user is shown (amounts as base-unit strings, JSON-safe). */
export function v1QuoteHostEvent(parameters: {
  route: Pick<V1RouteOption, 'amountIn' | 'amountOut'>
  tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT'
}): FerryEvent {
  const { route, tradeType } = parameters
  return {
    name: 'quote-received',
    data: {
      spend: route.amountIn.toString(),
      receive: route.amountOut.toString(),
      mode: tradeType === 'EXACT_INPUT' ? 'exact_input' : 'exact_output',
    },
  }
}
