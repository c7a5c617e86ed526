import { BaseError } from '@ferry/order-api'

const marker = Symbol.for('ferry.error.TradeRunError')

/** Why the widget refused or stopped running a trade's plan. */
export type TradeRunErrorReason =
  /** The plan needs a Solana wallet, which is not connected (or not offered). */
  | 'needs_solana_wallet'
  | 'needs_tron_wallet'
  | 'needs_bitcoin_wallet'
  /** The wallet given is of another family than the plan's steps. */
  | 'needs_evm_wallet'
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
  /** Too little of the plan's deadline is left: its deposit is not sent. */
  | 'plan_expired'
  /** The wallet holds too little of the chain's coin for the deposit's value and gas. */
  | 'native_balance_too_low'
  /** An approval's receipt says it failed: nothing was deposited. */
  | 'approval_failed'
  /** The deposit's receipt says it reverted: nothing is submitted. */
  | 'deposit_reverted'
  /** The approvals and deposit sent as one EIP-5792 batch failed whole: nothing was deposited. */
  | 'batch_failed'
  /**
   * The wallet said it batches atomically, then refused this batch (EIP-5792 errors 5700-5760):
   * nothing was sent, and a next try asks for each step in turn.
   */
  | 'batch_refused'
  /**
   * The wallet was asked for this deposit before and never answered here: whether it was sent is
   * unknown, so it is not asked again. Look at the wallet's activity or the order list.
   */
  | 'deposit_outcome_unknown'
  /** The transfer hash the user gave is not a transaction hash of the source chain. */
  | 'bad_transfer_hash'
  /** The plan has a step its executor cannot run (a wallet without typed-data signing, …). */
  | 'unsupported_step'

/** The widget refused or stopped a trade; `shortMessage` is meant for the user. */
export class TradeRunError extends BaseError {
  override name = 'TradeRunError'
  readonly reason: TradeRunErrorReason
  readonly [marker] = true

  constructor(parameters: { reason: TradeRunErrorReason; message: string; cause?: unknown }) {
    super(parameters.message, parameters.cause === undefined ? {} : { cause: parameters.cause })
    this.reason = parameters.reason
  }

  static override isInstance(value: unknown): value is TradeRunError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
