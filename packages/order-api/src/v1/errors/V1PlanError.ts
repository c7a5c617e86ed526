import { BaseError } from '../../errors/base.js'

const marker = Symbol.for('ferry.error.V1PlanError')

/** What makes a deposit plan unsafe to run. */
export type V1PlanErrorReason =
  | 'no_actions'
  /** No action is flagged `deposit`: there would be no hash to submit. */
  | 'no_deposit_action'
  /** Several actions are flagged `deposit`: a deposit must be sent exactly once. */
  | 'several_deposit_actions'
  /** A chain switch carries a flag it never has. */
  | 'flagged_chain_switch'
  /** A transaction would be sent from another wallet than the user's. */
  | 'wrong_sender'
  /** The transfer is on another chain than the quote's source. */
  | 'wrong_chain'
  /** The deposit address is not an address of the source chain. */
  | 'bad_deposit_address'
  | 'zero_amount'

/** A build answer that is well-formed but must not be run: nothing of it should reach a wallet. */
export class V1PlanError extends BaseError {
  override name = 'V1PlanError'
  readonly reason: V1PlanErrorReason
  readonly [marker] = true

  constructor(parameters: { reason: V1PlanErrorReason; message: string }) {
    super(parameters.message)
    this.reason = parameters.reason
  }

  static override isInstance(value: unknown): value is V1PlanError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
