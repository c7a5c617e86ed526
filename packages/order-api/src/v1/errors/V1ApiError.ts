import { BaseError } from '../../errors/base.js'
import type { RetryVerdict } from '../../errors/classifyApiError.js'
import type { V1ErrorName, V1ValidationIssue } from '../schemas/errorBodies.js'
import { classifyV1Error, type V1ErrorKind, type V1Operation } from './classifyV1Error.js'

const marker = Symbol.for('ferry.error.V1ApiError')

export type V1ApiErrorParameters = {
  status: number
  body: unknown
  headers?: Headers
  requestId: string | undefined
  operation: V1Operation
}

/** The v1 service (or the BFF in front of it) answered with an error status. */
export class V1ApiError extends BaseError {
  override name = 'V1ApiError'
  readonly status: number
  readonly body: unknown
  readonly requestId: string | undefined
  readonly operation: V1Operation
  /** The body's `name`, or `RATE_LIMITED` for the 429; undefined for text or unknown names. */
  readonly errorName: V1ErrorName | 'RATE_LIMITED' | undefined
  readonly kind: V1ErrorKind
  readonly retry: RetryVerdict
  readonly retryAfterSeconds: number | undefined
  readonly issues: V1ValidationIssue[] | undefined
  readonly errorDetails: unknown
  readonly [marker] = true

  constructor(parameters: V1ApiErrorParameters) {
    const classified = classifyV1Error(parameters)
    const meta = [`Status: ${parameters.status}`, `Operation: ${parameters.operation}`]
    if (classified.name) meta.push(`Name: ${classified.name}`)
    if (parameters.requestId) meta.push(`Request id: ${parameters.requestId}`)
    for (const issue of classified.issues ?? []) meta.push(`${issue.field}: ${issue.message}`)
    super(classified.message || `HTTP ${parameters.status}`, { metaMessages: meta })
    this.status = parameters.status
    this.body = parameters.body
    this.requestId = parameters.requestId
    this.operation = parameters.operation
    this.errorName = classified.name
    this.kind = classified.kind
    this.retry = classified.retry
    this.retryAfterSeconds = classified.retryAfterSeconds
    this.issues = classified.issues
    this.errorDetails = classified.details
  }

  /**
   * True when a deposit certainly exists for this submit (the 500 "Deposit was submitted…"):
   * never deposit again; look the order up instead.
   */
  get depositExists(): boolean {
    return this.kind === 'deposit_recorded_failed'
  }

  static override isInstance(value: unknown): value is V1ApiError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
