import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { chainlessDeps, fakeTokenOf, requestOf } from '../../test/inProcessService.js'
import { quotePath } from '../../test/serviceDevnet.js'
import { buildRoutes } from '../routes/v2/build.js'
import { paramsRoutes } from '../routes/v2/params.js'
import { quoteRoutes } from '../routes/v2/quote.js'
import type { ServiceDeps } from '../service/serviceDeps.js'

let deps: ServiceDeps
beforeAll(async () => {
  deps = await chainlessDeps()
})
afterAll(async () => {
  await deps.store.close()
})

describe('rate limits', () => {
  test('quote and build refuse past the per-minute limit with a RateLimitError and no Retry-After', async () => {
    const limited = {
      ...deps,
      limits: { ...deps.limits, quotePerIntegrator: 2, buildPerIntegrator: 1 },
    }
    const call = requestOf(
      new Hono()
        .route('/v2', quoteRoutes(limited))
        .route('/v2', buildRoutes(limited))
        .route('/v2', paramsRoutes(limited)),
    )
    const path = quotePath({
      fromChainId: 1,
      from: fakeTokenOf(1, 'USDC'),
      toChainId: 8453,
      to: fakeTokenOf(8453, 'USDC'),
      srcAmount: '20000000',
    })
    expect((await call(path)).status).toBe(200)
    expect((await call(path)).status).toBe(200)
    const refused = await call(path)
    expect(refused).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } })
    expect(refused.headers.get('retry-after')).toBeNull()
    // The build's own limit: the first is let through (and refused by its schema), not the next.
    expect((await call('/v2/build', { body: {} })).status).toBe(400)
    const build = await call('/v2/build', { body: {} })
    expect(build).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } })
    expect(build.headers.get('retry-after')).toBeNull()
    // params is never limited
    expect((await call('/v2/params')).status).toBe(200)
  })
})
