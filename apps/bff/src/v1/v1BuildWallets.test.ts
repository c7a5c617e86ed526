import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { createV1BuildWallets, V1_BUILDS_PER_WALLET } from './v1BuildWallets.js'

function buildsApp() {
  const clock = { at: 1_000_000 }
  const wallets = createV1BuildWallets({ now: () => clock.at })
  const app = new Hono()
    .post('/build', (c) => wallets.refuse(c, undefined, c.req.header('x-client')!) ?? c.text('ok'))
    .post('/build/:from', (c) => wallets.refuse(c, c.req.param('from'), 'client') ?? c.text('ok'))
  return {
    clock,
    build: (from?: string, client = 'client') =>
      app.request(from ? `/build/${from}` : '/build', {
        method: 'POST',
        headers: { 'x-client': client },
      }),
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
  for (let i = 0; i < V1_BUILDS_PER_WALLET; i++)
    expect((await build(undefined, `client-${i}`)).status).toBe(200)
  expect((await build(undefined, 'one-more')).status).toBe(429)
})

test('one client cannot spend the no-wallet bucket for everyone', async () => {
  const { build } = buildsApp()
  let admitted = 0
  while ((await build(undefined, 'greedy')).status === 200) admitted++
  expect(admitted).toBe(V1_BUILDS_PER_WALLET / 4)
  const refused = await build(undefined, 'greedy')
  expect(await refused.json()).toMatchObject({ errorCode: 'RATE_LIMITED' })
  expect((await build(undefined, 'another')).status).toBe(200)
})
