import { BaseError } from '@ferry/order-api'

/** The swap stopped for a reason the user can act on; its message is shown as is. */
export class SwapError extends BaseError {
  override name = 'SwapError'
}

/**
 * The BFF could not yet say whether a build created an order, within the time the widget
 * waits. Nothing was sent; checking again with the same attempt is the only safe next step.
 */
export class BuildOutcomeUnresolvedError extends BaseError {
  override name = 'BuildOutcomeUnresolvedError'
  readonly buildAttemptId: string
  constructor(parameters: { buildAttemptId: string }) {
    super('Whether the order was created is not confirmed yet')
    this.buildAttemptId = parameters.buildAttemptId
  }
}

/**
 * The order exists but its deposit details were lost: it expires unfunded, no money moved.
 * A new quote is the way on.
 */
export class BuildUnfundableError extends BaseError {
  override name = 'BuildUnfundableError'
  readonly orderId: string
  constructor(parameters: { orderId: string }) {
    super('The order was created but cannot be funded')
    this.orderId = parameters.orderId
  }
}

/** The build created no order: building again is safe. */
export class BuildNotCreatedError extends BaseError {
  override name = 'BuildNotCreatedError'
  constructor() {
    super('No order was created')
  }
}

/** The BFF knows nothing of the attempt: neither building again nor waiting is safe to assume. */
export class BuildAttemptUnknownError extends BaseError {
  override name = 'BuildAttemptUnknownError'
  constructor() {
    super('This build can no longer be checked')
  }
}
