import type { ValidationIssue } from '../schemas/errorBodies.js'
import { BaseError } from './base.js'
import {
  type ClassifiedApiError,
  classifyApiError,
  type OrderApiErrorKind,
  type OrderApiOperation,
  type RetryVerdict,
} from './classifyApiError.js'

// The same global symbol as isOrderApiError's (Symbol.for), without importing it: that module
// names this class's type, and a module imports the other one way only.
const marker = Symbol.for('ferry.error.OrderApiError')

export type OrderApiErrorParameters = {
  status: number
  body: unknown
  headers?: Headers
  requestId: string | undefined
  operation: OrderApiOperation
}

/** The service (or the BFF in front of it) answered with an error status. */
export class OrderApiError extends BaseError {
  override name = 'OrderApiError'
  readonly status: number
  readonly body: unknown
  readonly requestId: string | undefined
  readonly operation: OrderApiOperation
  readonly kind: OrderApiErrorKind
  readonly retry: RetryVerdict
  readonly retryAfterSeconds: number | undefined
  readonly minSrcAmount: bigint | undefined
  readonly maxSrcAmount: bigint | undefined
  readonly maxOutcomeAmount: bigint | undefined
  readonly missing: string | undefined
  readonly issues: ValidationIssue[] | undefined
  readonly [marker] = true

  constructor(parameters: OrderApiErrorParameters) {
    const classified: ClassifiedApiError = classifyApiError(parameters)
    const summary = classified.message || `HTTP ${parameters.status}`
    const meta = [`Status: ${parameters.status}`, `Operation: ${parameters.operation}`]
    if (parameters.requestId) meta.push(`Request id: ${parameters.requestId}`)
    for (const issue of classified.issues ?? []) meta.push(`${issue.field}: ${issue.message}`)
    super(summary, { metaMessages: meta })
    this.status = parameters.status
    this.body = parameters.body
    this.requestId = parameters.requestId
    this.operation = parameters.operation
    this.kind = classified.kind
    this.retry = classified.retry
    this.retryAfterSeconds = classified.retryAfterSeconds
    this.minSrcAmount = classified.minSrcAmount
    this.maxSrcAmount = classified.maxSrcAmount
    this.maxOutcomeAmount = classified.maxOutcomeAmount
    this.missing = classified.missing
    this.issues = classified.issues
  }

  static override isInstance(value: unknown): value is OrderApiError {
    return typeof value === 'object' && value !== null && marker in value
  }
}
