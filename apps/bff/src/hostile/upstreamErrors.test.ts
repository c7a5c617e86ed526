import { afterEach, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'

const h = useBffHarness()
const { makeApp, call, dev, clearFaults, quotePath } = h

afterEach(() => clearFaults())

const leaky = {
  error: 'Failed to persist pending order',
  stack: 'Error: connect ECONNREFUSED\n    at TCPConnectWrap (node:net:1555:16)',
  cause: 'postgres://orders:s3cret@db-primary.internal:5432/orders',
  detail: { minSrcAmount: '1000', connection: 'postgres://orders:s3cret@db/orders' },
}

test('an upstream 500 with a stack and a connection string reaches the browser as its spec fields', async () => {
  await dev('faults', { route: 'quote', status: 500, body: leaky, times: 2 })
  const response = await call(quotePath())
  expect(response.status).toBe(500)
  expect(response.body).toEqual({
    error: 'Failed to persist pending order',
    detail: { minSrcAmount: '1000' },
  })
  expect(response.headers.get('x-upstream-request-id')).toBeTruthy()
})

test('an HTML error page becomes a generic JSON error', async () => {
  await dev('faults', {
    route: 'quote',
    status: 500,
    body: '<html><body><h1>502</h1>nginx at 10.0.3.7 upstream db:5432</body></html>',
    times: 2,
  })
  const response = await call(quotePath())
  expect(response.status).toBe(500)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.body).toEqual({
    error: 'The Order Service failed to answer this request (HTTP 500)',
  })
})

test('params and readiness do not repeat upstream error text', async () => {
  const app = makeApp()
  await dev('faults', { route: 'params', status: 500, body: leaky, times: 5 })
  await dev('faults', { route: 'health', status: 500, body: leaky })
  const params = await call('/api/v2/params', {}, app)
  expect(params.status).toBe(500)
  expect(JSON.stringify(params.body)).not.toMatch(/s3cret|stack|ECONNREFUSED/)
  const ready = await call('/api/readyz', {}, app)
  expect(JSON.stringify(ready.body)).not.toMatch(/s3cret|stack|persist/)
  app.close()
})
