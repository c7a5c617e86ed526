import { BaseError } from '@ferry/order-api'

// Each class's own marker (Symbol.for: shared by every bundled copy), read by its isInstance.
const swapErrorMarker = Symbol.for('ferry.error.SwapError')
const buildOutcomeUnresolvedErrorMarker = Symbol.for('ferry.error.BuildOutcomeUnresolvedError')
const buildUnfundableErrorMarker = Symbol.for('ferry.error.BuildUnfundableError')
const buildNotCreatedErrorMarker = Symbol.for('ferry.error.BuildNotCreatedError')
const buildAttemptUnknownErrorMarker = Symbol.for('ferry.error.BuildAttemptUnknownError')

/** The swap stopped for a reason the user can act on; its message is shown as is. */
export class SwapError extends BaseError {
  override name = 'SwapError'
  readonly [swapErrorMarker] = true

  static override isInstance(value: unknown): value is SwapError {
    return typeof value === 'object' && value !== null && swapErrorMarker in value
  }
}

/**
 * The BFF could not yet say whether a build created an order, within the time the widget
 * waits. Nothing was sent; checking again with the same attempt is the only safe next step.
 */
export class BuildOutcomeUnresolvedError extends BaseError {
  override name = 'BuildOutcomeUnresolvedError'
  readonly [buildOutcomeUnresolvedErrorMarker] = true
  readonly buildAttemptId: string
  constructor(parameters: { buildAttemptId: string }) {
    super('Whether the order was created is not confirmed yet')
    this.buildAttemptId = parameters.buildAttemptId
  }

  static override isInstance(value: unknown): value is BuildOutcomeUnresolvedError {
    return typeof value === 'object' && value !== null && buildOutcomeUnresolvedErrorMarker in value
  }
}

/**
 * The order exists but its deposit details were lost: it expires unfunded, no money moved.
 * A new quote is the way on.
 */
export class BuildUnfundableError extends BaseError {
  override name = 'BuildUnfundableError'
  readonly [buildUnfundableErrorMarker] = true
  readonly orderId: string
  constructor(parameters: { orderId: string }) {
    super('The order was created but cannot be funded')
    this.orderId = parameters.orderId
  }

  static override isInstance(value: unknown): value is BuildUnfundableError {
    return typeof value === 'object' && value !== null && buildUnfundableErrorMarker in value
  }
}

/** The build created no order: building again is safe. */
export class BuildNotCreatedError extends BaseError {
  override name = 'BuildNotCreatedError'
  readonly [buildNotCreatedErrorMarker] = true
  constructor() {
    super('No order was created')
  }

  static override isInstance(value: unknown): value is BuildNotCreatedError {
    return typeof value === 'object' && value !== null && buildNotCreatedErrorMarker in value
  }
}

/** The BFF knows nothing of the attempt: neither building again nor waiting is safe to assume. */
export class BuildAttemptUnknownError extends BaseError {
  override name = 'BuildAttemptUnknownError'
  readonly [buildAttemptUnknownErrorMarker] = true
  constructor() {
    super('This build can no longer be checked')
  }

  static override isInstance(value: unknown): value is BuildAttemptUnknownError {
    return typeof value === 'object' && value !== null && buildAttemptUnknownErrorMarker in value
  }
}
