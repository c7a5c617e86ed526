import {
  BaseError,
  type OrderApiAbortedError,
  type OrderApiNetworkError,
  type OrderApiResponseError,
  type OrderApiTimeoutError,
} from '@ferry/order-api'
import type { V1ApiError, V1PlanError, V1RequestError } from '@ferry/order-api/v1'
import type { BaseError as ViemBaseError } from 'viem'

const marker = Symbol.for('ferry.error.V1RunError')

/** Why the widget stopped running a v1 deposit plan. */
export type V1RunErrorReason =
  /** The source is Solana: its plan is signed by a Solana wallet, which the widget does not hold. */
  | 'needs_solana_wallet'
  /** A chain switch in the plan names another chain than the quote's source. */
  | 'switch_to_other_chain'
  /** A transaction sets both a legacy gasPrice and EIP-1559 fees: no wallet sends that. */
  | 'mixed_fee_fields'
  /** An action follows the deposit: nothing may run after the money has left. */
  | 'action_after_deposit'
  /** The route offers no deposit method this source can use. */
  | 'method_not_offered'
  /** The connected wallet is not the one the quote was made for. */
  | 'wallet_changed'
  /** A plan of wallet actions needs the wallet's address (the build's `from`). */
  | 'no_wallet_address'
  /** The plan's `expiresAt` has passed: its deposit is not sent. */
  | 'plan_expired'
  /** An approval's receipt says it failed: nothing was deposited. */
  | 'approval_failed'
  /** The deposit's receipt says it reverted: nothing is submitted. */
  | 'deposit_reverted'
  /**
   * The wallet was asked for this deposit before and never answered here: whether it was sent is
   * unknown, so it is not asked again. Look at the wallet's activity or the order list.
   */
  | 'deposit_outcome_unknown'
  /** The transfer hash the user gave is not a transaction hash of the source chain. */
  | 'bad_transfer_hash'

/** The widget refused or stopped a v1 plan; `shortMessage` is meant for the user. */
export class V1RunError extends BaseError {
  override name = 'V1RunError'
  readonly reason: V1RunErrorReason
  readonly [marker] = true

  constructor(parameters: { reason: V1RunErrorReason; message: string; cause?: unknown }) {
    super(parameters.message, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.reason = parameters.reason
  }

  static override isInstance(value: unknown): value is V1RunError {
    return typeof value === 'object' && value !== null && marker in value
  }
}

/**
 * What `runV1Plan` throws: its own refusals, an unsafe plan, a request refused before it left,
 * the BFF's or service's answers, transport failures, and the wallet's or the chain's (viem).
 */
export type RunV1PlanErrorType =
  | V1RunError
  | V1PlanError
  | V1RequestError
  | V1ApiError
  | OrderApiAbortedError
  | OrderApiNetworkError
  | OrderApiResponseError
  | OrderApiTimeoutError
  | ViemBaseError
