import { expect, test } from 'vitest'
import { fakeTokenOf, useChainlessService } from '../../test/inProcessService.js'
import { quotePath } from '../../test/serviceDevnet.js'
import { devRoutes } from '../routes/dev/controls.js'
import { buildRoutes } from '../routes/v2/build.js'
import { paramsRoutes } from '../routes/v2/params.js'
import { quoteRoutes } from '../routes/v2/quote.js'

const service = useChainlessService((app, deps) =>
  app
    .route('/v2', paramsRoutes(deps))
    .route('/v2', quoteRoutes(deps))
    .route('/v2', buildRoutes(deps))
    .route('/dev', devRoutes(deps)),
)
const { api } = service

test('maintenance refuses quote and build with Retry-After 300, never params', async () => {
  await api('/dev/maintenance', { body: { on: true } })
  const quote = await api(
    quotePath({
      fromChainId: 1,
      from: fakeTokenOf(1, 'USDC'),
      toChainId: 8453,
      to: fakeTokenOf(8453, 'USDC'),
      srcAmount: '20000000',
    }),
  )
  const build = await api('/v2/build', { body: {} })
  const params = await api('/v2/params')
  await api('/dev/maintenance', { body: { on: false } })
  for (const refused of [quote, build]) {
    expect(refused).toMatchObject({
      status: 503,
      body: { message: 'SystemMaintenance', name: 'MaintenanceException' },
    })
    expect(refused.headers.get('retry-after')).toBe('300')
  }
  expect(params.status).toBe(200)
})

test('maintenance answers before the key is even looked at', async () => {
  service.deps.maintenance.on = true
  try {
    expect((await api('/v2/build', { body: {}, key: null })).status).toBe(503)
  } finally {
    service.deps.maintenance.on = false
  }
  expect((await api('/v2/build', { body: {}, key: null })).status).toBe(401)
})
