import type { OrderClientErrorType } from '@ferry/order-api'
import {
  type CancelDomain,
  cancelRequestBody,
  cancelTypedData,
  isCancellableOrderState,
  isUnpublishedOrderState,
  OrderApiError,
  type OrderClient,
  type OrderState,
  randomCancelNonce,
} from '@ferry/order-api'
import type { Hex, BaseError as ViemBaseError } from 'viem'

export type CancelOutcome =
  | { kind: 'accepted'; relaySubmissionId: string }
  /** Not published yet: cancelling becomes possible later. */
  | { kind: 'not_published'; state: OrderState }
  /** The order left the states in which it can be cancelled; keep tracking it. */
  | { kind: 'closed'; state: OrderState }
  /** The relay refused for a reason a fresh nonce cannot fix (signer, signature). */
  | { kind: 'rejected'; message: string }

export type CancelOrderParameters = {
  client: Pick<OrderClient, 'getOrder' | 'cancelOrder'>
  orderId: string
  domain: CancelDomain
  /** Signs the typed data with the depositor's wallet (wagmi's `signTypedData`). */
  signTypedData: (typedData: ReturnType<typeof cancelTypedData>) => Promise<Hex>
  /** Attempts with a fresh nonce while the order stays open. */
  maxAttempts?: number
  randomNonce?: () => bigint
}

const notOpen = (state: OrderState): CancelOutcome =>
  isUnpublishedOrderState(state) ? { kind: 'not_published', state } : { kind: 'closed', state }

/** What `cancelOrder` throws: the BFF's errors other than a refusal, and the wallet's (viem). */
export type CancelOrderErrorType = OrderClientErrorType | ViemBaseError

/**
 * Cancels a published order through the BFF: a fresh nonce signed on every attempt, a 502
 * answered by re-reading the order and retrying only while it is still open (spec: cancel
 * rules 1-4). Acceptance is not settlement: the caller keeps tracking the order.
 */
export async function cancelOrder(parameters: CancelOrderParameters): Promise<CancelOutcome> {
  const { client, orderId, domain } = parameters
  const maxAttempts = parameters.maxAttempts ?? 3
  const randomNonce = parameters.randomNonce ?? randomCancelNonce
  let order = await client.getOrder(orderId)
  for (let attempt = 1; ; attempt++) {
    const rootIntentId = order.traces.rootIntentId as Hex | null
    if (!isCancellableOrderState(order.state) || !rootIntentId) return notOpen(order.state)
    const nonce = randomNonce()
    const signature = await parameters.signTypedData(
      cancelTypedData({ domain, nonce, rootIntentId }),
    )
    try {
      const { relaySubmissionId } = await client.cancelOrder(
        orderId,
        cancelRequestBody({ nonce, rootIntentId, signature }),
      )
      return { kind: 'accepted', relaySubmissionId }
    } catch (error) {
      if (!OrderApiError.isInstance(error)) throw error
      if (error.kind === 'not_published') return { kind: 'not_published', state: order.state }
      if (error.kind !== 'cancel_rejected') throw error
      // A wrong signer or a malformed signature fails the same way with any nonce.
      if (/signer|signature/i.test(error.shortMessage))
        return { kind: 'rejected', message: error.shortMessage }
      order = await client.getOrder(orderId)
      if (attempt >= maxAttempts && isCancellableOrderState(order.state))
        return { kind: 'rejected', message: error.shortMessage }
    }
  }
}
