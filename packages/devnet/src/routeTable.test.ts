import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { unreachableChains } from '../test/inProcessService.js'
import { createServiceApp } from './createServiceApp.js'
import { createClock } from './rules/clock.js'
import { defaultIntegrators } from './service/devnetIntegrators.js'
import { specLimits } from './service/serviceDeps.js'
import { createTermsSigner } from './service/termsSignature.js'
import { createOrderStore, type OrderStore } from './store/orderStore.js'
import { createTronLedger } from './tron/tronLedger.js'
import { TRON_USDT } from './tron/tronUsdt.js'

// The README's table of every route is checked against the routes the app declares: a route
// added, moved or removed without its row fails here.

const methods = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH'])
const readme = new URL('../README.md', import.meta.url)

let store: OrderStore
let declared: string[]
beforeAll(async () => {
  store = await createOrderStore()
  const { app } = createServiceApp({
    chains: unreachableChains,
    store,
    clock: createClock(),
    tron: createTronLedger({ token: TRON_USDT }),
    integrators: defaultIntegrators,
    signer: createTermsSigner(unreachableChains.accounts.operator.privateKey),
    orderTtlSeconds: 3600,
    quoteTtlSeconds: 300,
    limits: specLimits,
  })
  declared = [
    ...new Set(
      app.routes
        .filter((route) => methods.has(route.method))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ].sort()
})
afterAll(async () => {
  await store.close()
})

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
