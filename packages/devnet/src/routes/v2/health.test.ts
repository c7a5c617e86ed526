import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chainlessDeps, pendingOrderRow, requestOf } from '../../../test/inProcessService.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { devRoutes } from '../dev/controls.js'
import { healthRoutes } from './health.js'

let deps: ServiceDeps
let api: ReturnType<typeof requestOf>
beforeAll(async () => {
  deps = await chainlessDeps()
  api = requestOf(new Hono().route('/v2', healthRoutes(deps)).route('/dev', devRoutes(deps)))
})
afterAll(async () => {
  await deps.store.close()
})

test('health counts orders; a broken store answers degraded', async () => {
  await deps.store.insertOrder(pendingOrderRow())
  const ok = await api('/v2/health', { key: null })
  expect(ok.status).toBe(200)
  expect(ok.body.status).toBe('ok')
  expect(ok.body.counts.totalOrders).toBeGreaterThan(0)
  expect(ok.body.counts.pending).toBeGreaterThan(0)
  await api('/dev/store-broken', { body: { on: true } })
  const degraded = await api('/v2/health', { key: null })
  await api('/dev/store-broken', { body: { on: false } })
  expect(degraded).toMatchObject({
    status: 503,
    body: { status: 'degraded', counts: null, lastBuildAt: null, lastWithdrawnAt: null },
  })
})
