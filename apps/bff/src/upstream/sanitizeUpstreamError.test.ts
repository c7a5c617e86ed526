import { expect, test } from 'vitest'
import { sanitizeUpstreamError } from './sanitizeUpstreamError.js'

test('a body with a stack, a query and a connection string keeps only the spec fields', () => {
  const body = {
    error:
      'Failed to persist pending order: connect postgres://svc:hunter2@db.internal:5432/orders',
    stack: 'Error: at Pool.connect (/app/node_modules/pg/lib/pool.js:45:11)',
    query: 'insert into orders …',
    detail: { minSrcAmount: '5', password: 'x', missing: 'TRON_RELAY' },
    orderId: `0x${'ab'.repeat(32)}`,
  }
  expect(sanitizeUpstreamError(500, body)).toEqual({
    error: 'Failed to persist pending order: connect [redacted]',
    detail: { minSrcAmount: '5', missing: 'TRON_RELAY' },
    orderId: `0x${'ab'.repeat(32)}`,
  })
})

test('validation details keep field, message and code only; long strings are capped', () => {
  const body = {
    message: 'Validation failed',
    name: 'ValidationException',
    details: [
      { field: 'srcAmount', message: 'x'.repeat(5_000), code: 'custom', received: 'secret' },
      'not an issue',
    ],
  }
  const clean = sanitizeUpstreamError(400, body) as { details: { message: string }[] }
  expect(clean).toMatchObject({ message: 'Validation failed', name: 'ValidationException' })
  expect(clean.details).toHaveLength(1)
  expect(Object.keys(clean.details[0]!)).toEqual(['field', 'message', 'code'])
  expect(clean.details[0]!.message.length).toBeLessThanOrEqual(300)
})

test('text, HTML, arrays and objects without a message become a generic body', () => {
  const generic = { error: 'The Order Service failed to answer this request (HTTP 502)' }
  expect(sanitizeUpstreamError(502, '<html><body>Bad gateway at 10.0.0.3</body></html>')).toEqual(
    generic,
  )
  expect(sanitizeUpstreamError(502, ['x'])).toEqual(generic)
  expect(sanitizeUpstreamError(502, { stack: 'x', error: 42 })).toEqual(generic)
  expect(sanitizeUpstreamError(502, undefined)).toEqual(generic)
})

test('the rate-limit and named shapes pass with their own fields', () => {
  expect(
    sanitizeUpstreamError(429, { errorCode: 'RATE_LIMITED', message: 'slow down', ip: '1.2.3.4' }),
  ).toEqual({ errorCode: 'RATE_LIMITED', message: 'slow down' })
  expect(
    sanitizeUpstreamError(503, { message: 'SystemMaintenance', name: 'MaintenanceException' }),
  ).toEqual({ message: 'SystemMaintenance', name: 'MaintenanceException' })
})
