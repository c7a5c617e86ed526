import type { OrderRecord, OrderState } from '@ferry/order-api'
import type { BuildExtras } from '@ferry/order-api/bff'

/** An order as the BFF sends it: the service's record plus the build time its journal knows. */
export type TrackedOrderRecord = OrderRecord & Partial<BuildExtras>

/** How a finished order ended, in the words of its receipt. */
export type OrderOutcome = 'delivered' | 'partial' | 'refunded' | 'cancelled' | 'failed'

const observedAt = (order: OrderRecord, states: readonly string[]) =>
  order.traces.chainObservations.filter((o) => states.includes(o.intentState)).at(-1)?.at

/**
 * When the order reached each state it went through, in Unix seconds. The hub's fill outcome
 * (filled, cancelled, expired or closed after a partial fill) is when it became terminal_chain.
 */
export function stepTimes(order: TrackedOrderRecord): Partial<Record<OrderState, number>> {
  const times: Partial<Record<OrderState, number>> = {}
  const set = (state: OrderState, at: number | null | undefined) => {
    if (typeof at === 'number') times[state] = at
  }
  set('pending_deposit', order.builtAt)
  set('deposited', order.deposit?.at)
  set('published', order.traces.publish?.at ?? observedAt(order, ['Published']))
  set('partially_filled', observedAt(order, ['PartiallyFilled']))
  set('terminal_chain', observedAt(order, ['Filled', 'Cancelled', 'Expired', 'Closed']))
  set('withdrawn_on_hub', order.traces.withdraw?.at ?? observedAt(order, ['Withdrawn']))
  set('delivered', order.deliver?.at)
  return times
}

/** The order went through a partial fill (the state, or the hub's observation of one). */
export const wasPartiallyFilled = (order: OrderRecord) =>
  order.state === 'partially_filled' ||
  order.traces.chainObservations.some((o) => o.intentState === 'PartiallyFilled')

/** How the hub ended the order (its last fill outcome observed), once it has. */
export function hubEnding(
  order: OrderRecord,
): 'Filled' | 'Cancelled' | 'Expired' | 'Closed' | undefined {
  return order.traces.chainObservations
    .map((o) => o.intentState)
    .filter((intent) => ['Filled', 'Cancelled', 'Expired', 'Closed'].includes(intent))
    .at(-1) as 'Filled' | 'Cancelled' | 'Expired' | 'Closed' | undefined
}

/** The receipt's verdict once the order is final; undefined while it is on its way. */
export function orderOutcome(order: OrderRecord): OrderOutcome | undefined {
  if (order.state === 'delivery_failed') return 'failed'
  if (order.state !== 'delivered') return undefined
  // `delivered` covers a payout, a refund, or both (spec: Order record); the legs tell which.
  const payout = order.deliver?.payout
  const refund = order.deliver?.refund
  if (payout && refund) return 'partial'
  if (payout) return 'delivered'
  return order.traces.chainObservations.some((o) => o.intentState === 'Cancelled')
    ? 'cancelled'
    : 'refunded'
}

/**
 * Nothing was paid out, only refunded (cancelled, or expired or closed unfilled): the service
 * calls that end `delivered` too (spec: Order record), the widget says refund.
 */
export const isRefundOnly = (
  outcome: OrderOutcome | undefined,
): outcome is 'refunded' | 'cancelled' => outcome === 'refunded' || outcome === 'cancelled'

/**
 * What a full fill pays out, in destination base units: the deposit less the order's fee at the
 * order's rate. The spec leaves `fullFee`'s semantics unsaid; it is read as source base units
 * (as the quote's fees are), so the figure is shown as an estimate.
 */
export function fullFillOutcome(order: OrderRecord): bigint {
  const published = BigInt(order.srcAmountSpoke) - BigInt(order.fullFee)
  return published > 0n ? (published * BigInt(order.intentOutcomeRate)) / 10n ** 18n : 0n
}

/** What the order pays out: the payout once made, the hub's settled outcome, or a full fill. */
export function expectedOutcome(order: OrderRecord): { amount: bigint; settled: boolean } {
  const settled = order.traces.withdraw?.settledOutcome
  if (order.deliver?.payout) return { amount: BigInt(order.deliver.payout.amount), settled: true }
  if (settled) return { amount: BigInt(settled), settled: true }
  return { amount: fullFillOutcome(order), settled: false }
}

// The transitions from the deposit to delivery on the usual path; a partial fill adds one.
const path: readonly OrderState[] = [
  'deposited',
  'published',
  'terminal_chain',
  'withdrawn_on_hub',
  'delivered',
]

export type EstimateRemainingParameters = { order: TrackedOrderRecord; now: number }

/**
 * Seconds the order probably still needs, or undefined when there is nothing to go on. The
 * service publishes no timings, so the estimate is the order's own pace: the mean time of the
 * steps it has taken since its deposit, times the steps left on the usual path, less the time
 * spent in the current step. It needs one step after the deposit to have a pace at all, and
 * says nothing before the deposit (that waits on the depositor) or after the end.
 */
export function estimateRemaining({ order, now }: EstimateRemainingParameters): number | undefined {
  if (orderOutcome(order) || order.state === 'pending_deposit') return undefined
  const times = stepTimes(order)
  const steps = wasPartiallyFilled(order)
    ? [...path.slice(0, 2), 'partially_filled' as const, ...path.slice(2)]
    : path
  const reached = steps.filter((step) => times[step] !== undefined)
  const start = times.deposited
  const latest = Math.max(...reached.map((step) => times[step]!))
  const taken = reached.length - 1
  if (start === undefined || taken < 1) return undefined
  const pace = (latest - start) / taken
  const left = steps.length - 1 - steps.indexOf(order.state)
  return Math.max(0, Math.round(pace * Math.max(left, 0) - (now - latest)))
}
