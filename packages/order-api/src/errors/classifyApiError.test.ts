import { expect, test } from 'vitest'
import { classifyApiError, type OrderApiOperation } from '../index.js'

const validation = {
  message: 'Validation failed',
  name: 'ValidationException',
  details: [{ field: 'srcAmount', message: 'Required', code: 'invalid_type' }],
}
const maintenance = { message: 'SystemMaintenance', name: 'MaintenanceException' }
const rateLimited = { errorCode: 'RATE_LIMITED', message: 'Too many requests' }
const route = (error: string, detail?: Record<string, string>) =>
  detail ? { error, detail } : { error }

type Row = [OrderApiOperation, number, unknown, string, string]

// One row per line of the spec's error tables: Authentication, By status, Quote, Build, Cancel.
const rows: Row[] = [
  // Authentication
  ['quote', 401, route('X-API-Key required'), 'missing_key', 'never'],
  ['quote', 403, route('Unknown or inactive integrator'), 'unknown_key', 'never'],
  [
    'params',
    403,
    route('Integrator 0xabc is not enabled on the integrator registry'),
    'integrator_disabled',
    'never',
  ],
  [
    'build',
    403,
    route('Integrator 0xabc owes a commission with no wallet configured'),
    'integrator_misconfigured',
    'never',
  ],
  [
    'quote',
    403,
    route('Integrator 0xabc carries a fee at or above 100%'),
    'integrator_misconfigured',
    'never',
  ],
  [
    'params',
    503,
    route('Integrator terms are temporarily unreadable'),
    'terms_unreadable',
    'backoff',
  ],
  // Quote errors
  ['quote', 400, validation, 'validation', 'after_fix'],
  [
    'quote',
    400,
    route('Unsupported source token 0x12 on chain 1'),
    'unsupported_token',
    'after_fix',
  ],
  [
    'quote',
    400,
    route('Unsupported destination token 0x12 on chain 8453'),
    'unsupported_token',
    'after_fix',
  ],
  [
    'quote',
    400,
    route('Requested amount is below what the solver will fill', { minSrcAmount: '5000000' }),
    'below_minimum',
    'after_fix',
  ],
  [
    'quote',
    400,
    route('Requested amount is too small to deliver one destination base unit', {
      minSrcAmount: '350002',
    }),
    'below_minimum',
    'after_fix',
  ],
  [
    'quote',
    400,
    route('Deposit is at or below the flat fee, so nothing would be published', {
      minSrcAmount: '350001',
    }),
    'below_minimum',
    'after_fix',
  ],
  ['quote', 404, route('Source and destination resolve to the same mToken'), 'same_asset', 'never'],
  [
    'quote',
    409,
    route('Requested amount exceeds what the solver can fill', { maxSrcAmount: '900000000000' }),
    'too_large',
    'requote',
  ],
  [
    'quote',
    503,
    route('The solver cannot serve this direction right now'),
    'solver_unavailable',
    'backoff',
  ],
  [
    'quote',
    503,
    route('The solver could not price this direction'),
    'solver_unavailable',
    'backoff',
  ],
  [
    'quote',
    503,
    route('This pair is not priced for v2 quoting right now'),
    'pricing_unavailable',
    'backoff',
  ],
  ['quote', 503, route('No USD price available for USDG'), 'pricing_unavailable', 'backoff'],
  [
    'quote',
    503,
    route('V2 pricing is not configured for chain 4663'),
    'pricing_unavailable',
    'backoff',
  ],
  [
    'quote',
    503,
    route('USD price for USDG is stale (updated 900 s ago)'),
    'pricing_unavailable',
    'backoff',
  ],
  [
    'quote',
    503,
    route('Integrator terms are temporarily unreadable'),
    'terms_unreadable',
    'backoff',
  ],
  ['quote', 503, maintenance, 'maintenance', 'backoff'],
  ['quote', 429, rateLimited, 'rate_limited', 'backoff'],
  // Build errors
  ['build', 400, validation, 'validation', 'after_fix'],
  [
    'build',
    400,
    { message: 'Malformed JSON body', name: 'BadRequestException' },
    'malformed_json',
    'after_fix',
  ],
  [
    'build',
    400,
    route('Unsupported source token 0x12 on chain 1'),
    'unsupported_token',
    'after_fix',
  ],
  [
    'build',
    400,
    route('Deposit is at or below the flat fee, so nothing would be published'),
    'below_minimum',
    'after_fix',
  ],
  [
    'build',
    400,
    route('Computed publishedOutcome is zero - amount below the minimum economic threshold'),
    'amount_too_small',
    'after_fix',
  ],
  [
    'build',
    400,
    route('Quoted terms do not match the signature - re-quote'),
    'terms_mismatch',
    'after_fix',
  ],
  [
    'build',
    400,
    route('payoutAddr is required for destination chain 728126428'),
    'recipient_required',
    'after_fix',
  ],
  [
    'build',
    400,
    route('refundAddr is required for source chain 728126428'),
    'recipient_required',
    'after_fix',
  ],
  [
    'build',
    400,
    route('payoutAddr is not an activated Tron account; send it TRX once'),
    'tron_account_not_activated',
    'after_fix',
  ],
  [
    'build',
    400,
    route('Address 0x12 is not a valid recipient on chain 1'),
    'invalid_recipient',
    'after_fix',
  ],
  ['build', 404, route('Source and destination resolve to the same mToken'), 'same_asset', 'never'],
  ['build', 409, route('Quoted terms expired at 1795000000'), 'terms_expired', 'requote'],
  ['build', 500, route('Failed to persist pending order'), 'internal', 'once'],
  ['build', 500, route('Operator signing unavailable'), 'internal', 'once'],
  ['build', 500, { message: 'Internal error', name: 'InternalErrorException' }, 'internal', 'once'],
  [
    'build',
    501,
    route('Deployment cannot take deposits from chain 137', { missing: 'SPOKE_137_DEPOSIT' }),
    'deployment_unsupported',
    'never',
  ],
  ['build', 502, route('Failed to quote deposit relay fee'), 'chain_read_failed', 'once'],
  [
    'build',
    502,
    route('Failed to read chain head for order tracking'),
    'chain_read_failed',
    'once',
  ],
  ['build', 502, route('Failed to read spoke token allowance'), 'chain_read_failed', 'once'],
  ['build', 502, route('Failed to verify the Tron recipient account'), 'chain_read_failed', 'once'],
  ['build', 502, route('Failed to reserve a deposit address'), 'chain_read_failed', 'once'],
  ['build', 502, route('Failed to start order tracking'), 'chain_read_failed', 'once'],
  [
    'build',
    503,
    route('Integrator terms are temporarily unreadable'),
    'terms_unreadable',
    'backoff',
  ],
  [
    'build',
    503,
    route('This pair is not priced for v2 right now'),
    'pricing_unavailable',
    'backoff',
  ],
  ['build', 503, route('No USD price available for USDG'), 'pricing_unavailable', 'backoff'],
  [
    'build',
    503,
    route('V2 pricing is not configured for chain 4663'),
    'pricing_unavailable',
    'backoff',
  ],
  ['build', 503, maintenance, 'maintenance', 'backoff'],
  ['build', 429, rateLimited, 'rate_limited', 'backoff'],
  // Orders and cancel
  ['orders', 400, validation, 'validation', 'after_fix'],
  ['order', 400, validation, 'validation', 'after_fix'],
  ['order', 404, route('Order not found'), 'order_not_found', 'never'],
  ['order', 500, { message: 'Internal error', name: 'InternalErrorException' }, 'internal', 'once'],
  ['cancel', 400, route('rootIntentId does not belong to this order'), 'bad_request', 'after_fix'],
  ['cancel', 404, route('Order not found'), 'order_not_found', 'never'],
  ['cancel', 409, route('Order is not published yet'), 'not_published', 'wait'],
  ['cancel', 502, route('Cancel rejected: nonce already used'), 'cancel_rejected', 'reread'],
  ['cancel', 503, maintenance, 'maintenance', 'backoff'],
  [
    'health',
    503,
    { status: 'degraded', counts: null, lastBuildAt: null, lastWithdrawnAt: null },
    'degraded',
    'backoff',
  ],
  // A wrong path answers plain text.
  ['quote', 404, '404 Not Found', 'wrong_path', 'never'],
]

test.each(rows)('%s %i %j is %s, retry %s', (operation, status, body, kind, retry) => {
  const result = classifyApiError({ operation, status, body })
  expect(result.kind).toBe(kind)
  expect(result.retry).toBe(retry)
})

test('the figures of a refusal are read as bigints', () => {
  const below = classifyApiError({
    operation: 'quote',
    status: 400,
    body: route('Requested amount is below what the solver will fill', { minSrcAmount: '5000000' }),
  })
  expect(below.minSrcAmount).toBe(5_000_000n)
  const tooLarge = classifyApiError({
    operation: 'quote',
    status: 409,
    body: route('Requested amount exceeds what the solver can fill', { maxOutcomeAmount: '7' }),
  })
  expect(tooLarge.maxOutcomeAmount).toBe(7n)
  const missing = classifyApiError({
    operation: 'build',
    status: 501,
    body: route('Deployment cannot take deposits from chain 137', { missing: 'SPOKE_137_DEPOSIT' }),
  })
  expect(missing.missing).toBe('SPOKE_137_DEPOSIT')
})

test('maintenance carries its Retry-After; validation carries its fields', () => {
  const result = classifyApiError({
    operation: 'quote',
    status: 503,
    body: maintenance,
    headers: new Headers({ 'retry-after': '300' }),
  })
  expect(result.retryAfterSeconds).toBe(300)
  expect(result.message).toBe('SystemMaintenance')
  expect(classifyApiError({ operation: 'quote', status: 400, body: validation }).issues).toEqual(
    validation.details,
  )
})
