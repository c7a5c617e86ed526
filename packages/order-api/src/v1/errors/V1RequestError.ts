import { BaseError } from '../../errors/base.js'

const marker = Symbol.for('ferry.error.V1RequestError')

/** Which caller rule a request broke before it was sent. */
export type V1RequestErrorReason =
  /** The request does not match its schema. */
  | 'invalid_request'
  /** A submit must carry exactly one of `txHash` and `signedTransaction`. */
  | 'hash_or_transaction'
  /** The deposit hash is not in the source chain's format. */
  | 'tx_hash_format'
  /** A deposit-address transfer without `submitTxHashRequested` is never submitted. */
  | 'no_submit_for_transfer'
  /** A repeated build must send the first build's from, recipient and refundTo. */
  | 'build_parties_changed'
  /** A Solana source is deposited from a Solana wallet, which the caller did not give. */
  | 'needs_solana_wallet'
  /** The route offers no deposit method this source can use. */
  | 'method_not_offered'
  /** The wallet given is not the one the quote was made for. */
  | 'wallet_changed'
  /** The build needs an address it was not given (the depositing wallet, payout or refund). */
  | 'no_wallet_address'

/** A v1 request was refused on this side: it breaks a rule of the API and would fail or do harm. */
export class V1RequestError extends BaseError {
  override name = 'V1RequestError'
  readonly reason: V1RequestErrorReason
  readonly problems: string[]
  readonly [marker] = true

  constructor(parameters: {
    reason: V1RequestErrorReason
    message: string
    problems?: string[]
    cause?: unknown
  }) {
    super(parameters.message, {
      metaMessages: parameters.problems?.slice(0, 5) ?? [],
      cause: parameters.cause,
    })
    this.reason = parameters.reason
    this.problems = parameters.problems ?? []
  }

  static override isInstance(value: unknown): value is V1RequestError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
