import { describe, expect, test } from 'vitest'
import { useSharedRedis } from '../../test/useSharedRedis.js'
import type { SharedState } from '../cluster/createSharedState.js'
import { createDepositAddressCaps, type HeldOrder } from './createDepositAddressCaps.js'

const redis = useSharedRedis()

/** A clock the test moves; it starts now, as the Redis store's records expire on Redis's clock. */
function testClock() {
  let at = Date.now()
  return { now: () => at, advance: (ms: number) => (at += ms) }
}

type Keeper = ReturnType<typeof createDepositAddressCaps>

const reserve = (keeper: Keeper, id: string, client = 'client-a', addresses = [`addr-${id}`]) =>
  keeper.reserve({ id, client, addresses, order: { interface: 'v2' } })

const stores: [string, () => Promise<SharedState | undefined>][] = [
  ['memory', async () => undefined],
  ['Redis', async () => redis.open({ prefix: redis.freshPrefix(), instances: 1 })],
]

describe.each(stores)('holds in %s', (_name, open) => {
  async function keeperWith(parameters: { stillOpen?: (order: HeldOrder) => Promise<boolean> }) {
    const shared = await open()
    const clock = testClock()
    const keeper = createDepositAddressCaps({
      caps: { perAddress: 2, perClient: 3 },
      ...(shared ? { shared } : {}),
      stillOpen: parameters.stillOpen ?? (async () => true),
      pendingMs: 60_000,
      now: clock.now,
    })
    return { keeper, clock }
  }

  test('a hold whose build never settles (its instance died) ends after the pending time', async () => {
    const { keeper, clock } = await keeperWith({})
    for (const id of ['a', 'b', 'c']) expect((await reserve(keeper, id)).ok).toBe(true)
    const full = await reserve(keeper, 'd')
    expect(full).toMatchObject({ ok: false, scope: 'client', cap: 3, retryAfterSeconds: 60 })
    clock.advance(60_001)
    expect((await reserve(keeper, 'd')).ok).toBe(true)
  })

  test('a released hold frees its slot; a confirmed one lasts until its order ends', async () => {
    const { keeper, clock } = await keeperWith({})
    const first = await reserve(keeper, 'a', 'client-a', ['shared-address'])
    const second = await reserve(keeper, 'b', 'client-b', ['shared-address'])
    if (!first.ok || !second.ok) throw new Error('expected both holds')
    expect(await reserve(keeper, 'c', 'client-c', ['shared-address'])).toMatchObject({
      ok: false,
      scope: 'address',
      cap: 2,
    })
    await first.hold.release()
    await second.hold.confirm({ until: clock.now() + 3_600_000, order: { interface: 'v2' } })
    expect((await reserve(keeper, 'c', 'client-c', ['shared-address'])).ok).toBe(true)
    clock.advance(120_000)
    // The pending hold of 'c' ended; the confirmed one of 'b' still counts.
    expect((await reserve(keeper, 'd', 'client-d', ['shared-address'])).ok).toBe(true)
    expect((await reserve(keeper, 'e', 'client-e', ['shared-address'])).ok).toBe(false)
  })

  test('the same reservation asked for again is one hold, and its failed repeat keeps it', async () => {
    const { keeper } = await keeperWith({})
    const first = await reserve(keeper, 'quote-1')
    const again = await reserve(keeper, 'quote-1')
    if (!first.ok || !again.ok) throw new Error('expected the hold')
    await again.hold.release()
    expect((await reserve(keeper, 'x')).ok).toBe(true)
    expect((await reserve(keeper, 'y')).ok).toBe(true)
    expect((await reserve(keeper, 'z')).ok).toBe(false)
  })

  test('without any address a build counts in its own client’s anonymous scope, not everyone’s', async () => {
    const { keeper } = await keeperWith({})
    const anonymous = (id: string, client: string) =>
      keeper.reserve({ id, client, addresses: [], order: { interface: 'v1' } })
    expect((await anonymous('a1', 'client-a')).ok).toBe(true)
    expect((await anonymous('a2', 'client-a')).ok).toBe(true)
    expect(await anonymous('a3', 'client-a')).toMatchObject({ ok: false, scope: 'address' })
    expect((await anonymous('b1', 'client-b')).ok).toBe(true)
  })

  test('at a cap, holds whose orders were funded are dropped and the build goes ahead', async () => {
    const funded = new Set<string>()
    const { keeper, clock } = await keeperWith({
      stillOpen: async (order) => !funded.has(order.orderId ?? ''),
    })
    for (const id of ['a', 'b', 'c']) {
      const taken = await reserve(keeper, id)
      if (!taken.ok) throw new Error('expected the hold')
      await taken.hold.confirm({
        until: clock.now() + 3_600_000,
        order: { interface: 'v2', orderId: `order-${id}` },
      })
    }
    expect((await reserve(keeper, 'd')).ok).toBe(false)
    funded.add('order-b')
    expect((await reserve(keeper, 'd')).ok).toBe(true)
  })

  test('a hold whose order is named later (a v1 submit) stops counting once that order is funded', async () => {
    const { keeper } = await keeperWith({ stillOpen: async (order) => order.orderId !== 'paid' })
    for (const id of ['a', 'b', 'c']) expect((await reserve(keeper, id)).ok).toBe(true)
    expect((await reserve(keeper, 'd')).ok).toBe(false)
    await keeper.nameOrder({ id: 'b', order: { orderId: 'paid' } })
    expect((await reserve(keeper, 'd')).ok).toBe(true)
  })
})

test('instances on one Redis share the caps', async () => {
  const prefix = redis.freshPrefix()
  const keeperOn = async () =>
    createDepositAddressCaps({
      caps: { perAddress: 5, perClient: 3 },
      shared: await redis.open({ prefix, instances: 2 }),
      stillOpen: async () => true,
    })
  const [a, b] = [await keeperOn(), await keeperOn()]
  const taken = await Promise.all(
    Array.from({ length: 10 }, (_, i) => reserve(i % 2 ? a : b, `hold-${i}`)),
  )
  expect(taken.filter((result) => result.ok)).toHaveLength(3)
})

test('while Redis is away each instance keeps 1/N of each cap on its own', async () => {
  const shared = await redis.open({ prefix: redis.freshPrefix(), instances: 3 })
  let fallbacks = 0
  const keeper = createDepositAddressCaps({
    caps: { perAddress: 10, perClient: 6 },
    shared,
    stillOpen: async () => true,
    onFallback: () => fallbacks++,
  })
  await redis.server.stop()
  const taken = []
  for (let i = 0; i < 5; i++) taken.push(await reserve(keeper, `hold-${i}`))
  expect(taken.filter((result) => result.ok)).toHaveLength(2)
  expect(fallbacks).toBeGreaterThan(0)
  await redis.restart()
})
