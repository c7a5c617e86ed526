import type { RetryVerdict } from '../../errors/classifyApiError.js'
import {
  V1_ORDER_NOT_FOUND_TEXT,
  type V1ErrorName,
  type V1ValidationIssue,
  v1ErrorNames,
} from '../schemas/errorBodies.js'

/** The v1 call that failed; some answers mean different things per call. */
export type V1Operation =
  | 'chains'
  | 'chainIcon'
  | 'tokens'
  | 'tokenSearch'
  | 'balances'
  | 'autocomplete'
  | 'quote'
  | 'build'
  | 'submit'
  | 'orders'
  | 'order'

/** The cases a caller handles differently (spec v1: Errors, and the build and submit rules). */
export type V1ErrorKind =
  | 'validation'
  | 'malformed_json'
  | 'quote_expired'
  /** Submit: the buildId the build returned is missing or not the latest. */
  | 'build_id_invalid'
  /** Submit: the quote is funded through a deposit address, which has no submit. */
  | 'deposit_address_quote'
  /** Build: `from` missing or not the quote's wallet, or the quote is bound to another wallet. */
  | 'wallet_mismatch'
  /** Build: from, recipient or refundTo differ from an earlier build of the same quote. */
  | 'build_mismatch'
  /** Submit: the hash or transaction format does not match the chain. */
  | 'tx_format_mismatch'
  | 'bad_request'
  | 'cannot_fill'
  | 'unexpected_from_address'
  | 'contract_not_configured'
  | 'build_unparseable'
  | 'deposit_method_not_supported'
  | 'broadcast_failed'
  | 'token_not_supported'
  | 'chain_not_supported'
  | 'no_deposit_contract'
  | 'intent_not_found'
  | 'quote_not_found'
  | 'duplicate'
  | 'rate_limited'
  /** 500 "Deposit was submitted…": the deposit exists, only its record failed. Never deposit again. */
  | 'deposit_recorded_failed'
  | 'internal'
  | 'maintenance'
  /** The plain-text 404 of `GET /v1/orders/by-id/{orderId}`. */
  | 'order_not_found'
  /** The plain-text 404 of an unknown path. */
  | 'not_found'
  | 'unknown'

export type ClassifiedV1Error = {
  kind: V1ErrorKind
  retry: RetryVerdict
  message: string
  name: V1ErrorName | 'RATE_LIMITED' | undefined
  retryAfterSeconds?: number
  issues?: V1ValidationIssue[]
  details?: unknown
}

const byName: Partial<Record<V1ErrorName, V1ErrorKind>> = {
  ValidationException: 'validation',
  CannotFillException: 'cannot_fill',
  UnexpectedFromAddressException: 'unexpected_from_address',
  NotSupportedContractException: 'contract_not_configured',
  BuildDepositParsingException: 'build_unparseable',
  NotSupportedDepositMethodException: 'deposit_method_not_supported',
  BroadcastException: 'broadcast_failed',
  NotSupportedTokenException: 'token_not_supported',
  NotSupportedChainException: 'chain_not_supported',
  NotSupportedAssetReverseContractException: 'no_deposit_contract',
  IntentNotFoundException: 'intent_not_found',
  QuoteNotFoundException: 'quote_not_found',
  DuplicateRecordException: 'duplicate',
  MaintenanceException: 'maintenance',
}

/**
 * BadRequestException covers several build and submit rules; the message tells them apart. The
 * spec fixes two messages ("Malformed JSON body", "Quote has expired…"); the rest are matched on
 * the field they name.
 */
function badRequestKind(message: string): V1ErrorKind {
  const text = message.toLowerCase()
  if (text.includes('malformed json')) return 'malformed_json'
  if (text.includes('expired')) return 'quote_expired'
  if (text.includes('buildid')) return 'build_id_invalid'
  if (text.includes('deposit address')) return 'deposit_address_quote'
  const namesParty = text.includes('recipient') || text.includes('refundto')
  if (/(?:earlier|previous|first) build/.test(text) || (namesParty && /differ|match/.test(text)))
    return 'build_mismatch'
  if (/\bfrom\b|fromaddress|wallet/.test(text)) return 'wallet_mismatch'
  if (text.includes('format')) return 'tx_format_mismatch'
  return 'bad_request'
}

function kindFor(
  status: number,
  name: string | undefined,
  message: string,
  body: unknown,
): V1ErrorKind {
  if (typeof body === 'string') {
    if (status === 404 && body.trim() === V1_ORDER_NOT_FOUND_TEXT) return 'order_not_found'
    if (status === 404) return 'not_found'
  }
  if (status === 429) return 'rate_limited'
  if (name === 'BadRequestException') return badRequestKind(message)
  if (name === 'InternalErrorException' || (status === 500 && name === undefined)) {
    return message.startsWith('Deposit was submitted') ? 'deposit_recorded_failed' : 'internal'
  }
  const known = name === undefined ? undefined : byName[name as V1ErrorName]
  if (known) return known
  if (status === 503) return 'maintenance'
  if (status >= 500) return 'internal'
  return 'unknown'
}

/** What the caller may do next, per the spec's table; a 4xx is never retried unchanged but 429. */
function verdictFor(kind: V1ErrorKind, status: number, operation: V1Operation): RetryVerdict {
  switch (kind) {
    case 'rate_limited':
    case 'internal':
      return 'backoff'
    case 'maintenance':
      return 'wait'
    case 'quote_expired':
    case 'intent_not_found':
      return 'requote'
    case 'quote_not_found':
      // After a submit it can mean the deposit is already registered: find the order, never
      // deposit again (spec v1: PUT /v1/deposit/submit).
      return operation === 'submit' ? 'reread' : 'requote'
    case 'deposit_recorded_failed':
      return 'reread'
    case 'validation':
    case 'malformed_json':
    case 'build_id_invalid':
    case 'wallet_mismatch':
    case 'build_mismatch':
    case 'tx_format_mismatch':
    case 'deposit_method_not_supported':
    case 'unexpected_from_address':
    case 'bad_request':
      return 'after_fix'
    case 'unknown':
      return status >= 500 ? 'backoff' : 'never'
    default:
      return 'never'
  }
}

function readField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : undefined
}

/**
 * Classifies a failed v1 response: its kind, retry verdict and the fields worth keeping.
 *
 * @example
 * classifyV1Error({ status: 404, body, operation: 'order' }).kind
 */
export function classifyV1Error(parameters: {
  status: number
  /** Parsed JSON, or the raw text when the body was not JSON. */
  body: unknown
  headers?: Headers
  operation: V1Operation
}): ClassifiedV1Error {
  const { status, body, headers, operation } = parameters
  const rawName = readField(body, 'name')
  const name =
    status === 429 && readField(body, 'errorCode') === 'RATE_LIMITED'
      ? 'RATE_LIMITED'
      : (v1ErrorNames as readonly string[]).includes(rawName ?? '')
        ? (rawName as V1ErrorName)
        : undefined
  const message = readField(body, 'message') ?? (typeof body === 'string' ? body.slice(0, 200) : '')
  const kind = kindFor(status, rawName, message, body)
  const result: ClassifiedV1Error = {
    kind,
    retry: verdictFor(kind, status, operation),
    message,
    name,
  }
  const details = (body as { details?: unknown } | null | undefined)?.details
  if (details !== undefined && typeof body === 'object') result.details = details
  if (kind === 'validation' && Array.isArray(details))
    result.issues = details as V1ValidationIssue[]
  const retryAfter = headers?.get('retry-after')
  if (retryAfter && /^\d{1,6}$/.test(retryAfter)) result.retryAfterSeconds = Number(retryAfter)
  return result
}
