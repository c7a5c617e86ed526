import { orderRecordSchema } from '@ferry/order-api'
import { widgetConfigSchema } from '@ferry/order-api/bff'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

const h = useBffHarness()
const { call, quote, devnet } = h

test('/api/config names the devnet stand-in as the public order read, and it answers a browser of any origin without a key', async () => {
  const config = widgetConfigSchema.parse((await call('/api/config')).body)
  expect(config.publicOrder).toEqual({ baseUrl: devnet.serviceUrl, pollIntervalMs: 100 })
  const q = await quote()
  const build = await call('/api/v2/build', {
    json: { ...q.build, depositor: devnet.accounts[4]!.address },
  })
  expect(build.status).toBe(200)
  // What followOrder sends the service: a plain GET from the page's origin, no key.
  const response = await fetch(`${config.publicOrder!.baseUrl}/v2/orders/${build.body.orderId}`, {
    headers: { accept: 'application/json', origin: 'https://some-host.example' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  const order = orderRecordSchema.parse(await response.json())
  expect(order.orderId.toLowerCase()).toBe(build.body.orderId.toLowerCase())
})
