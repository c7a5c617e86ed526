import type { ErrorBody, ValidationIssue } from '../schemas/errorBodies.js'

/** The call that failed; several statuses mean different things per operation. */
export type OrderApiOperation =
  | 'params'
  | 'quote'
  | 'build'
  | 'orders'
  | 'order'
  | 'cancel'
  | 'health'

/** Every failure case named by the spec's error tables. */
export type OrderApiErrorKind =
  | 'wrong_path'
  | 'validation'
  | 'malformed_json'
  | 'unsupported_token'
  | 'below_minimum'
  | 'amount_too_small'
  | 'terms_mismatch'
  | 'recipient_required'
  | 'tron_account_not_activated'
  | 'invalid_recipient'
  | 'bad_request'
  | 'missing_key'
  | 'unknown_key'
  | 'integrator_disabled'
  | 'integrator_misconfigured'
  | 'same_asset'
  | 'order_not_found'
  | 'not_found'
  | 'too_large'
  | 'terms_expired'
  | 'not_published'
  | 'rate_limited'
  | 'internal'
  | 'deployment_unsupported'
  | 'chain_read_failed'
  | 'cancel_rejected'
  | 'maintenance'
  | 'terms_unreadable'
  | 'solver_unavailable'
  | 'pricing_unavailable'
  | 'degraded'
  | 'service_unavailable'
  | 'unknown'

/**
 * What the caller may do next (spec: Errors, By status): fix the request first, re-quote, wait
 * for a state change, back off and retry, retry once, re-read the order, or never retry.
 */
export type RetryVerdict =
  | 'never'
  | 'after_fix'
  | 'requote'
  | 'wait'
  | 'backoff'
  | 'once'
  | 'reread'

export type ClassifyApiErrorParameters = {
  status: number
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body: unknown
  headers?: Headers
  operation: OrderApiOperation
}

export type ClassifiedApiError = {
  kind: OrderApiErrorKind
  retry: RetryVerdict
  message: string
  retryAfterSeconds?: number
  minSrcAmount?: bigint
  maxSrcAmount?: bigint
  maxOutcomeAmount?: bigint
  missing?: string
  issues?: ValidationIssue[]
}

const has = (text: string, fragment: string) => text.toLowerCase().includes(fragment.toLowerCase())

function readMessage(body: unknown): string {
  if (typeof body === 'string') return body
  if (typeof body !== 'object' || body === null) return ''
  const record = body as { error?: unknown; message?: unknown }
  // The spec asks to log `error ?? message`.
  if (typeof record.error === 'string') return record.error
  if (typeof record.message === 'string') return record.message
  return ''
}

function readBigint(value: unknown): bigint | undefined {
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined
}

function verdictFor(status: number, operation: OrderApiOperation): RetryVerdict {
  if (status === 400) return 'after_fix'
  if (status === 409) return operation === 'cancel' ? 'wait' : 'requote'
  if (status === 429 || status === 503) return 'backoff'
  if (status === 500) return 'once'
  if (status === 502) return operation === 'cancel' ? 'reread' : 'once'
  return 'never'
}

function kindFor(status: number, message: string, body: unknown, operation: OrderApiOperation) {
  const name = (body as { name?: unknown } | null)?.name
  switch (status) {
    case 400:
      if (name === 'ValidationException') return 'validation'
      if (name === 'BadRequestException' || has(message, 'Malformed JSON')) return 'malformed_json'
      if (has(message, 'Unsupported source token') || has(message, 'Unsupported destination token'))
        return 'unsupported_token'
      if (
        has(message, 'below what the solver will fill') ||
        has(message, 'too small to deliver one destination base unit') ||
        has(message, 'at or below the flat fee')
      )
        return 'below_minimum'
      if (has(message, 'publishedOutcome is zero')) return 'amount_too_small'
      if (has(message, 'do not match the signature')) return 'terms_mismatch'
      if (has(message, 'payoutAddr is required') || has(message, 'refundAddr is required'))
        return 'recipient_required'
      if (has(message, 'not an activated Tron account')) return 'tron_account_not_activated'
      if (has(message, 'is not a valid recipient')) return 'invalid_recipient'
      return 'bad_request'
    case 401:
      return 'missing_key'
    case 403:
      if (has(message, 'Unknown or inactive integrator')) return 'unknown_key'
      if (has(message, 'not enabled')) return 'integrator_disabled'
      return 'integrator_misconfigured'
    case 404:
      if (typeof body === 'string') return 'wrong_path'
      if (has(message, 'same mToken')) return 'same_asset'
      if (operation === 'order' || operation === 'cancel' || has(message, 'Order not found'))
        return 'order_not_found'
      return 'not_found'
    case 409:
      if (operation === 'cancel') return 'not_published'
      if (operation === 'build' || has(message, 'terms expired')) return 'terms_expired'
      return 'too_large'
    case 429:
      return 'rate_limited'
    case 500:
      return 'internal'
    case 501:
      return 'deployment_unsupported'
    case 502:
      return operation === 'cancel' ? 'cancel_rejected' : 'chain_read_failed'
    case 503:
      if (name === 'MaintenanceException' || has(message, 'SystemMaintenance')) return 'maintenance'
      if ((body as { status?: unknown } | null)?.status === 'degraded') return 'degraded'
      if (has(message, 'terms are temporarily unreadable')) return 'terms_unreadable'
      if (has(message, 'cannot serve this direction') || has(message, 'could not price'))
        return 'solver_unavailable'
      if (
        has(message, 'not priced for v2') ||
        has(message, 'No USD price') ||
        has(message, 'pricing is not configured') ||
        has(message, 'is stale')
      )
        return 'pricing_unavailable'
      return 'service_unavailable'
    default:
      return 'unknown'
  }
}

/**
 * Names the case of a failed response from the spec's error tables, with the figures and the
 * retry verdict that go with it. Pure: usable on any response, from the service or the BFF.
 *
 * @example
 * const { kind, retry } = classifyApiError({ status: 429, body, headers: response.headers, operation: 'quote' })
 * // kind 'rate_limited', retry 'backoff'
 */
export function classifyApiError(parameters: ClassifyApiErrorParameters): ClassifiedApiError {
  const { status, body, headers, operation } = parameters
  const message = readMessage(body)
  const kind = kindFor(status, message, body, operation) satisfies OrderApiErrorKind
  const result: ClassifiedApiError = { kind, retry: verdictFor(status, operation), message }
  const detail = (body as (Partial<ErrorBody> & { detail?: Record<string, unknown> }) | null)
    ?.detail
  if (detail && typeof detail === 'object') {
    const minSrcAmount = readBigint(detail.minSrcAmount)
    const maxSrcAmount = readBigint(detail.maxSrcAmount)
    const maxOutcomeAmount = readBigint(detail.maxOutcomeAmount)
    if (minSrcAmount !== undefined) result.minSrcAmount = minSrcAmount
    if (maxSrcAmount !== undefined) result.maxSrcAmount = maxSrcAmount
    if (maxOutcomeAmount !== undefined) result.maxOutcomeAmount = maxOutcomeAmount
    if (typeof detail.missing === 'string') result.missing = detail.missing
  }
  if (kind === 'validation') {
    const details = (body as { details?: unknown }).details
    if (Array.isArray(details)) result.issues = details as ValidationIssue[]
  }
  const retryAfter = headers?.get('retry-after')
  if (retryAfter && /^\d+$/.test(retryAfter)) result.retryAfterSeconds = Number(retryAfter)
  return result
}
