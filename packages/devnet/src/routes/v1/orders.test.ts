import { expect, test } from 'vitest'
import { row } from '../../v1/test/v1EngineRowFixture.js'
import type { V1EngineRow } from '../../v1/v1EngineOrder.js'
import type { V1TradingDeps } from '../../v1/v1TradingDeps.js'
import { v1OrdersRoutes } from './orders.js'

const depositHash = `0x${'d'.repeat(64)}`
const author = `0x${'33'.repeat(20)}`

/** The orders route over a store holding `rows`. */
const routeOver = (rows: V1EngineRow[]) =>
  v1OrdersRoutes({ store: { findOrdersByState: async () => rows } } as unknown as V1TradingDeps)

test('right after its submit, before the chain watcher has seen the deposit, an order is found by its deposit hash', async () => {
  const submitted = row({ v1: { ...row().v1, submittedTxHash: depositHash } })
  const app = routeOver([submitted])
  for (const search of [depositHash.slice(2), depositHash, depositHash.toUpperCase().slice(2)]) {
    const response = await app.request(`/orders/${author}?txHashSearch=${search}`)
    const body = (await response.json()) as { data: { id: string; depositTxHash: string }[] }
    expect(body.data.map((order) => [order.id, order.depositTxHash])).toEqual([
      [submitted.v1.id, depositHash],
    ])
  }
  const other = await app.request(`/orders/${author}?txHashSearch=${'e'.repeat(64)}`)
  expect(await other.json()).toEqual({ data: [] })
})

test('once the watcher has recorded the deposit, the chain hash is the one searched and shown', async () => {
  const seen = `0x${'f'.repeat(64)}`
  const app = routeOver([
    row({ v1: { ...row().v1, submittedTxHash: seen }, deposit: { tx: seen, at: 1_800_000_005 } }),
  ])
  const response = await app.request(`/orders/${author}?txHashSearch=${seen.slice(2)}`)
  const body = (await response.json()) as { data: { depositTxHash: string }[] }
  expect(body.data.map((order) => order.depositTxHash)).toEqual([seen])
})
