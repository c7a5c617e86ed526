import { V1ApiError, V1RequestError } from '@ferry/order-api/v1'
import { describe, expect, it } from 'vitest'
import { retryV1Read } from './v1Client.js'

describe('retryV1Read', () => {
  const apiError = (status: number, body: unknown) =>
    new V1ApiError({ status, body, requestId: undefined, operation: 'tokens' })

  it('never retries a request refused before it left, or a 400', () => {
    const refused = new V1RequestError({ reason: 'invalid_request', message: 'bad' })
    expect(retryV1Read(0, refused)).toBe(false)
    expect(
      retryV1Read(0, apiError(400, { name: 'ValidationException', message: 'Validation failed' })),
    ).toBe(false)
  })

  it('retries a rate limit, a 500 and a lost connection twice', () => {
    const limited = apiError(429, { errorCode: 'RATE_LIMITED', message: 'Too many' })
    const internal = apiError(500, { name: 'InternalErrorException', message: 'boom' })
    const lost = new TypeError('fetch failed')
    for (const error of [limited, internal, lost])
      expect([0, 1, 2].map((count) => retryV1Read(count, error))).toEqual([true, true, false])
  })

  it('does not retry maintenance at once (its Retry-After is five minutes)', () => {
    const maintenance = apiError(503, {
      name: 'MaintenanceException',
      message: 'SystemMaintenance',
    })
    expect(retryV1Read(0, maintenance)).toBe(false)
  })
})
