import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { createV1BuildWallets, V1_BUILDS_PER_WALLET } from './v1BuildWallets.js'

function buildsApp() {
  const clock = { at: 1_000_000 }
  const wallets = createV1BuildWallets({ now: () => clock.at })
  const app = new Hono()
    .post('/build', (c) => wallets.refuse(c, undefined) ?? c.text('ok'))
    .post('/build/:from', (c) => wallets.refuse(c, c.req.param('from')) ?? c.text('ok'))
  return {
    clock,
    build: (from?: string) => app.request(from ? `/build/${from}` : '/build', { method: 'POST' }),
  }
}

test('a wallet gets the spec’s 60 builds a minute, in any letter case; others are not affected', async () => {
  const { clock, build } = buildsApp()
  const upper = '0x00000000000000000000000000000000000000AA'
  for (let i = 0; i < V1_BUILDS_PER_WALLET; i++)
    expect((await build(i % 2 ? upper : upper.toLowerCase())).status).toBe(200)
  const refused = await build(upper)
  expect(refused.status).toBe(429)
  expect(await refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
  expect(refused.headers.get('retry-after')).toBe('60')
  expect((await build('0x00000000000000000000000000000000000000bb')).status).toBe(200)
  clock.at += 60_000
  expect((await build(upper)).status).toBe(200)
})

test('builds without a wallet share one bucket, as they share the BFF’s IP upstream', async () => {
  const { build } = buildsApp()
  for (let i = 0; i < V1_BUILDS_PER_WALLET; i++) expect((await build()).status).toBe(200)
  expect((await build()).status).toBe(429)
})
