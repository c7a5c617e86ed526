import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { requestOf, unreachableChains } from '../test/inProcessService.js'
import { createSpokeClients } from './chains/spokeClients.js'
import { createServiceApp } from './createServiceApp.js'
import { createClock } from './rules/clock.js'
import { defaultIntegrators } from './service/devnetIntegrators.js'
import { specLimits } from './service/serviceDeps.js'
import { createTermsSigner } from './service/termsSignature.js'
import { createOrderStore } from './store/orderStore.js'
import { createTronLedger } from './tron/tronLedger.js'
import { TRON_USDT } from './tron/tronUsdt.js'

let service: Awaited<ReturnType<typeof inProcessApp>>
beforeAll(async () => {
  service = await inProcessApp()
})
afterAll(async () => {
  await service.store.close()
})

async function inProcessApp() {
  const store = await createOrderStore()
  const { app } = createServiceApp({
    chains: unreachableChains,
    spokes: createSpokeClients({ chains: unreachableChains }),
    store,
    clock: createClock(),
    tron: createTronLedger({ token: TRON_USDT }),
    integrators: defaultIntegrators,
    signer: createTermsSigner(unreachableChains.accounts.operator.privateKey),
    orderTtlSeconds: 3600,
    quoteTtlSeconds: 300,
    limits: specLimits,
  })
  return { app, store, request: requestOf(app) }
}

test('a wrong path is a plain-text 404 with an x-request-id; CORS is open to any origin', async () => {
  const { request, app } = service
  const wrong = await request('/v2/nothing')
  expect(wrong.status).toBe(404)
  expect(wrong.body).toBe('404 Not Found')
  expect(wrong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  const preflight = await app.request('/v2/params', {
    method: 'OPTIONS',
    headers: { origin: 'https://any.example', 'access-control-request-method': 'GET' },
  })
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
})

test('each response gets its own request id', async () => {
  const { request } = service
  const first = await request('/v2/params', { key: null })
  const second = await request('/v2/params', { key: null })
  expect(first.status).toBe(401)
  expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'))
})

test('an unexpected failure is the internal error body, saying nothing of the cause', async () => {
  const { request, store } = service
  store.setBroken(true)
  const errors: unknown[] = []
  const original = console.error
  console.error = (...args: unknown[]) => errors.push(args)
  try {
    const failed = await request(`/v2/orders/0x${'ab'.repeat(32)}`)
    expect(failed).toMatchObject({
      status: 500,
      body: { message: 'Internal error', name: 'InternalErrorException' },
    })
    expect(JSON.stringify(failed.body)).not.toContain('order store unavailable')
    expect(errors).toHaveLength(1)
  } finally {
    console.error = original
    store.setBroken(false)
  }
})

// The README's table of every route is checked against the routes the app declares: a route
// added, moved or removed without its row fails here.
const httpMethods = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])
const readme = new URL('../README.md', import.meta.url)
const declaredRoutes = () =>
  [
    ...new Set(
      service.app.routes
        .filter((route) => httpMethods.has(route.method))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort()

/** The rows of the README's "Every route" table: `| GET | `/v2/params` | `src/…` |`. */
function readmeRows() {
  const text = readFileSync(readme, 'utf8')
  const start = text.indexOf('## Every route')
  const end = text.indexOf('\n## ', start + 1)
  const section = start < 0 ? '' : text.slice(start, end < 0 ? undefined : end)
  return [
    ...section.matchAll(/^\| (GET|POST|PUT|DELETE|PATCH) \| `([^`]+)` \| `([^`]+)` \|$/gm),
  ].map((match) => ({ route: `${match[1]} ${match[2]}`, file: match[3]! }))
}

test("the README's table of every route lists exactly the routes the service declares", () => {
  const declared = declaredRoutes()
  expect(declared.length).toBeGreaterThan(30)
  expect(
    readmeRows()
      .map((row) => row.route)
      .sort(),
  ).toEqual(declared)
})

test('each route of the table names a file that exists and mentions its path', () => {
  for (const { route, file } of readmeRows()) {
    const source = new URL(`../${file}`, import.meta.url)
    expect([route, existsSync(source)]).toEqual([route, true])
    // The file declares the path's last literal segment (`/v2/orders/:orderId/cancel`: `cancel`).
    const literal = route
      .split(' ')[1]!
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
    expect([route, readFileSync(source, 'utf8').includes(literal.at(-1)!)]).toEqual([route, true])
  }
})
