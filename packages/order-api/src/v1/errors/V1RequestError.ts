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
