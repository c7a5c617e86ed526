import { base58, base64 } from '@scure/base'
import { keccak256 } from 'viem'
import {
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '../../errors/transport.js'
import { defaultSleep } from '../../retry.js'
import type { V1Client } from '../client/createV1Client.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import type { V1Order } from '../schemas/order.js'
import type { V1SubmitRequest } from '../schemas/submit.js'

export type SubmitOnceParameters = {
  client: V1Client
  request: V1SubmitRequest
  /** Where the order is listed: the depositing wallet (or the refund address). */
  address: string
  /** The source chain, to narrow the lookup. */
  fromChainId?: number
  /** Submits in all, the first included. Default 3. */
  maxAttempts?: number
  signal?: AbortSignal
  /** Waits between attempts; default 1 s, then 2 s, … */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export type SubmitOnceResult = {
  orderId: string
  txHash: string
  /** True when the order was found by looking it up rather than from the submit's answer. */
  recovered: boolean
  order?: V1Order
}

/**
 * The hash the deposit will be known by: the sent `txHash`, the keccak hash of a signed EVM
 * transaction, or the first signature of a signed Solana transaction.
 *
 * @example
 * expectedDepositHash({ quoteId, routeId, txHash }) // txHash
 */
export function expectedDepositHash(request: V1SubmitRequest): string | undefined {
  if (request.txHash !== undefined) return request.txHash
  const signed = request.signedTransaction
  if (signed === undefined) return undefined
  if (signed.startsWith('0x')) return keccak256(signed as `0x${string}`)
  try {
    const bytes = base64.decode(signed)
    // A Solana transaction starts with a compact-u16 count of signatures, then 64-byte signatures.
    if (bytes.length < 65 || bytes[0] === 0 || (bytes[0] ?? 0) >= 0x80) return undefined
    return base58.encode(bytes.subarray(1, 65))
  } catch {
    return undefined
  }
}

const normalise = (hash: string) =>
  /^(?:0x)?[0-9a-fA-F]+$/.test(hash) ? hash.toLowerCase().replace(/^0x/, '') : hash

/**
 * The order this submit created, looked up by address, hash (`txHashSearch`) and quote id.
 *
 * @example
 * const order = await findSubmittedOrder({ client, request, address })
 */
export async function findSubmittedOrder(parameters: {
  client: V1Client
  request: V1SubmitRequest
  address: string
  fromChainId?: number
  signal?: AbortSignal
}): Promise<V1Order | undefined> {
  const { client, request, address, fromChainId, signal } = parameters
  const hash = expectedDepositHash(request)
  const searchable = hash !== undefined && /^(?:0x)?[0-9a-fA-F]{64}$/.test(hash)
  const page = await client.listOrders(
    {
      address,
      limit: 20,
      ...(fromChainId === undefined ? {} : { fromChainId }),
      ...(searchable ? { txHashSearch: hash } : {}),
    },
    signal ? { signal } : undefined,
  )
  const wanted = hash === undefined ? undefined : normalise(hash)
  return page.data.find((order) => {
    if (order.quoteId === request.quoteId && order.routeId === request.routeId) return true
    const deposit = order.depositTxHash ?? order.transactions.deposit?.txHash
    return wanted !== undefined && deposit != null && normalise(deposit) === wanted
  })
}

/** Whether the submit may have been registered although no usable answer came back. */
function outcomeUnknown(error: unknown): boolean {
  if (OrderApiTimeoutError.isInstance(error) || OrderApiNetworkError.isInstance(error)) return true
  if (OrderApiResponseError.isInstance(error)) return true
  return (
    V1ApiError.isInstance(error) &&
    (error.kind === 'deposit_recorded_failed' ||
      error.kind === 'internal' ||
      error.kind === 'quote_not_found')
  )
}

/**
 * Submits a deposit so that it is registered once: when an attempt's outcome is unknown (no
 * answer, an unreadable one, a 500, or the 404 a repeated submit gets), the order is first looked
 * up by address and hash; only when it is not there is the same submit sent again. Never sends a
 * second deposit (spec v1: PUT /v1/deposit/submit, and Limits: outage).
 *
 * Throws the last error when the order cannot be confirmed; a V1ApiError with `depositExists`
 * or `kind: 'quote_not_found'` then still means: do not deposit again, keep looking the order up.
 *
 * @example
 * const { orderId } = await submitOnce({ client, request, address })
 */
export async function submitOnce(parameters: SubmitOnceParameters): Promise<SubmitOnceResult> {
  const {
    client,
    request,
    address,
    fromChainId,
    signal,
    maxAttempts = 3,
    sleep = defaultSleep,
  } = parameters
  const options = signal ? { signal } : undefined
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await client.submit(request, options)
      return { orderId: answer.orderId, txHash: answer.txHash, recovered: false }
    } catch (error) {
      if (!outcomeUnknown(error)) throw error
      const order = await findSubmittedOrder({
        client,
        request,
        address,
        ...(fromChainId === undefined ? {} : { fromChainId }),
        ...(signal ? { signal } : {}),
      })
      if (order)
        return {
          orderId: order.id,
          txHash: order.depositTxHash ?? expectedDepositHash(request) ?? '',
          recovered: true,
          order,
        }
      // The quote is consumed or gone: sending the submit again cannot succeed.
      const quoteGone = V1ApiError.isInstance(error) && error.kind === 'quote_not_found'
      if (quoteGone || attempt >= maxAttempts) throw error
      await sleep(1000 * 2 ** (attempt - 1), signal)
    }
  }
}
