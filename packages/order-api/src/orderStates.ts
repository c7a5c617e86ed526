/**
 * The eight order states, in lifecycle order. The spec spells `pending_deposit`,
 * `withdrawn_on_hub`, `delivered` and `delivery_failed`; the other four are named after the
 * health-count groups they correspond to (spec: States and transitions). Keep every spelling here.
 */
export const orderStates = [
  'pending_deposit',
  'deposited',
  'published',
  'partially_filled',
  'terminal_chain',
  'withdrawn_on_hub',
  'delivered',
  'delivery_failed',
] as const

export type OrderState = (typeof orderStates)[number]

/** The state a new order starts in: it waits for its deposit and holds its deposit address. */
export const awaitingDepositState = 'pending_deposit' satisfies OrderState

/**
 * Whether an order still waits for its deposit.
 *
 * @example
 * isAwaitingDepositState(order.state) // true while the deposit address waits
 */
export function isAwaitingDepositState(state: string): boolean {
  return state === awaitingDepositState
}

/** States after which polling stops. `withdrawn_on_hub` is not one: delivery is still pending. */
export const terminalOrderStates = ['delivered', 'delivery_failed'] as const satisfies OrderState[]

/**
 * Whether an order's state is final: polling stops.
 *
 * @example
 * if (isTerminalOrderState(order.state)) stopPolling()
 */
export function isTerminalOrderState(state: OrderState): boolean {
  return (terminalOrderStates as readonly OrderState[]).includes(state)
}

/** An order may be cancelled once it is published and until it settles (spec: Cancel). */
export const cancellableOrderStates = [
  'published',
  'partially_filled',
] as const satisfies OrderState[]

/**
 * Whether the depositor may still cancel an order in this state.
 *
 * @example
 * if (isCancellableOrderState(order.state)) showCancelButton()
 */
export function isCancellableOrderState(state: OrderState): boolean {
  return (cancellableOrderStates as readonly OrderState[]).includes(state)
}

/** Not published yet: a cancel of these is refused as premature, not as too late. */
export const unpublishedOrderStates = [
  'pending_deposit',
  'deposited',
] as const satisfies OrderState[]

/**
 * Whether an order is not yet published to fillers.
 *
 * @example
 * isUnpublishedOrderState('deposited') // true: no filler has seen it yet
 */
export function isUnpublishedOrderState(state: OrderState): boolean {
  return (unpublishedOrderStates as readonly OrderState[]).includes(state)
}

/**
 * In flight: the deposit has arrived and the order is on its way to delivery. The pipeline
 * moves these; `pending_deposit` waits for a deposit instead, and the terminal two are done.
 */
export const inFlightOrderStates = [
  'deposited',
  'published',
  'partially_filled',
  'terminal_chain',
  'withdrawn_on_hub',
] as const satisfies OrderState[]

/**
 * Whether an order is on its way: published and not yet final.
 *
 * @example
 * isInFlightOrderState(order.state) // true between publication and delivery
 */
export function isInFlightOrderState(state: OrderState): boolean {
  return (inFlightOrderStates as readonly OrderState[]).includes(state)
}
