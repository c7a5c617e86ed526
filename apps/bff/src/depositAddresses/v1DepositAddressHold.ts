import type { V1BuildRequest } from '@ferry/order-api/v1'
import type { DepositAddressHold } from './createDepositAddressCaps.js'

/**
 * How long a v1 deposit-address plan is held when its order's deadline is not known here: the
 * build's answer does not carry the quote's `validBefore` (spec v1: Quote response), which is
 * when the service frees the address; 30 minutes is the order window v1 quotes give.
 */
export const V1_DEPOSIT_ADDRESS_HOLD_MS = 30 * 60_000

/** The hold of one quote and route: one deposit address, however often it is built. */
export const v1HoldId = (key: { quoteId: string; routeId: string }) =>
  `v1:${key.quoteId.toLowerCase()}:${key.routeId}`

/**
 * Whether a v1 build may answer with a deposit address: every transfer build (TRANSFER, and
 * TRANSFER_WITH_TX_HASH_SUBMIT on TRON and Bitcoin), and a build that names no method, which
 * gets the route's only one (spec v1: POST /v1/deposit/build). Only a contract call never does.
 */
export const mayReserveDepositAddress = (request: V1BuildRequest) =>
  request.depositMethod !== 'CONTRACT_CALL' && request.depositMethod !== 'PERMIT2'

/** The addresses a v1 build's hold counts against: the sending wallet and the refund address. */
export const v1HoldAddresses = (request: V1BuildRequest) =>
  [request.from, request.refundTo]
    .filter((address) => address !== undefined)
    .map((address) => (address.startsWith('0x') ? address.toLowerCase() : address))

/**
 * Settles a v1 build's hold with the service's answer: a plan with a deposit address keeps it
 * (until the plan's expiry, or the order window when that is later); anything else (another
 * kind of plan, an error, no answer) reserved nothing this BFF can hold, so the hold goes.
 */
export async function settleV1Hold(parameters: {
  hold: DepositAddressHold
  request: V1BuildRequest
  response: Response
  now?: number
}) {
  const { hold, request, response } = parameters
  const now = parameters.now ?? Date.now()
  if (response.status !== 200) return hold.release()
  const plan = (await response
    .clone()
    .json()
    .catch(() => undefined)) as
    | { kind?: unknown; depositAddress?: unknown; expiresAt?: unknown; orderId?: unknown }
    | undefined
  if (plan?.kind !== 'TRANSFER' || typeof plan.depositAddress !== 'string') return hold.release()
  const expiresAt = typeof plan.expiresAt === 'number' ? plan.expiresAt * 1000 : 0
  const address = request.refundTo ?? request.from
  return hold.confirm({
    until: Math.max(expiresAt, now + V1_DEPOSIT_ADDRESS_HOLD_MS),
    order: {
      interface: 'v1',
      ...(typeof plan.orderId === 'string' ? { orderId: plan.orderId } : {}),
      ...(address ? { address } : {}),
    },
  })
}
