import { widgetConfigSchema } from '@ferry/order-api/bff'
import { expect, test } from 'vitest'
import { usdcQuotePath } from './quotes.js'
import { useCluster } from './useCluster.js'

const c = useCluster()

test('nginx serves the three instances: readiness through it, and quotes from many clients spread over all of them', async () => {
  const ready = await c.request('/api/readyz')
  expect(ready.status).toBe(200)
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' })
  expect((await c.request('/lb-healthz')).status).toBe(200)
  const config = widgetConfigSchema.parse(await (await c.request('/api/config')).json())
  expect(config.publicOrder?.baseUrl).toBe(c.devnet.serviceUrl)

  const since = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      c.untilAdmitted(() => c.request(usdcQuotePath(c.devnet), { client: `10.9.0.${index + 1}` })),
    ),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
  const calls = await c.upstreamCalls({ path: /^\/v2\/quote$/, since })
  expect(new Set(calls.map((call) => call.instance))).toEqual(new Set([0, 1, 2]))
})
