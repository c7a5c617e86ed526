import { createHash } from 'node:crypto'
import type { OrderClient } from '@ferry/order-api'
import { createV1Client } from '@ferry/order-api/v1'
import pino from 'pino'
import { expect, test } from 'vitest'
import { countLeaseCalls } from '../../test/countLeaseCalls.js'
import { useSharedRedis } from '../../test/useSharedRedis.js'
import { createReconciler } from '../build/createReconciler.js'
import type { Journal } from '../journal/journal.js'
import { createV1SubmitDesk } from '../v1/createV1SubmitDesk.js'
import { createMemoryV1SubmitJournal } from '../v1/v1SubmitJournal.js'
import { createLocks } from './createLocks.js'
import { createSharedState, type SharedState } from './createSharedState.js'
import { redisLease } from './redisLease.js'

const redis = useSharedRedis()

/** Calls on a lock (take, renew or release) by any instance, counted at Redis. */
let lockCalls = 0

/** Two instances' shared state on one Redis, under a prefix of this test's own. */
async function twoInstances(): Promise<[SharedState, SharedState]> {
  const prefix = redis.freshPrefix()
  const instances = [await redis.open({ prefix }), await redis.open({ prefix })] as const
  for (const shared of instances) {
    countLeaseCalls({ shared, keyPart: ':lock:', onCall: () => lockCalls++ })
  }
  return [...instances]
}

/** Resolves once `seen()` holds, or once another lock call was made since `before`. */
const contended = (before: number, seen: () => boolean) =>
  expect.poll(() => seen() || lockCalls > before, { timeout: 10_000, interval: 5 }).toBe(true)

test('work under one key never overlaps across instances; other keys do not wait', async () => {
  const [a, b] = await twoInstances()
  const locks = [createLocks({ shared: a }), createLocks({ shared: b })]
  let inside = 0
  let most = 0
  const order: string[] = []
  // Jobs not yet done per instance: those of the other instance ask Redis for the lock.
  const pending = [3, 3]
  const work = (name: string, instance: number) => async () => {
    inside++
    most = Math.max(most, inside)
    // Held until a job of the other instance is seen asking for the lock (or overlapping).
    await contended(lockCalls, () => inside > 1 || pending[1 - instance] === 0)
    order.push(name)
    pending[instance]!--
    inside--
  }
  await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      locks[index % 2]!.run('depositor-1', work(`job${index}`, index % 2)),
    ),
  )
  expect(most).toBe(1)
  expect(order).toHaveLength(6)
  // A different key is not held up by one that is held.
  let release!: () => void
  const held = locks[0]!.run('depositor-1', () => new Promise<void>((r) => (release = r)))
  expect(await locks[1]!.run('depositor-2', async () => 'ran')).toBe('ran')
  release()
  await held
})

test('a lock whose holder died is taken once it expires', async () => {
  const [a, b] = await twoInstances()
  const digest = createHash('sha256').update('depositor-1').digest('hex').slice(0, 40)
  // Another instance took the lock and died without releasing it.
  expect(await redisLease(a, `${a.prefix}lock:${digest}`).acquire('dead', 400)).toBe(true)
  const locks = createLocks({ shared: b, ttlMs: 400, retryMs: 20 })
  const ran: string[] = []
  await locks.run('depositor-1', async () => ran.push('after expiry'))
  expect(ran).toEqual(['after expiry'])
  expect(await redisLease(a, `${a.prefix}lock:${digest}`).holder()).toBeNull()
})

test('with Redis unreachable the work runs under the process lock and the fallback is counted', async () => {
  const shared = createSharedState({
    url: 'redis://127.0.0.1:1',
    instances: 2,
    logger: pino({ level: 'silent' }),
  })
  redis.afterTest(() => shared.close())
  let fallbacks = 0
  const locks = createLocks({ shared, onFallback: () => fallbacks++ })
  expect(await locks.run('depositor-1', async () => 'served')).toBe('served')
  expect(fallbacks).toBe(1)
})

test('one v1 deposit submitted through two instances at once is sent upstream once', async () => {
  const [a, b] = await twoInstances()
  const wallet = '0x00000000000000000000000000000000000000aa'
  const request = {
    quoteId: '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11',
    routeId: 'Native' as const,
    txHash: `0x${'ab'.repeat(32)}`,
  }
  const submits: string[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname
    if (path !== '/v1/deposit/submit') return new Response('{"data":[]}', { status: 200 })
    submits.push(init?.method ?? 'GET')
    // Answered once the other instance's submit is seen: sent too, or waiting for the lock.
    await contended(lockCalls, () => submits.length > 1)
    const orderId = `c${'a1'.repeat(12)}`
    return Response.json(
      submits.length === 1
        ? { orderId, txHash: request.txHash }
        : { name: 'QuoteNotFoundException', message: 'Quote not found' },
      { status: submits.length === 1 ? 200 : 404 },
    )
  }
  // Both instances journal into the same database (here one shared journal).
  const journal = createMemoryV1SubmitJournal()
  await journal.recordBuild({ quoteId: request.quoteId, routeId: 'Native', address: wallet })
  const desk = (shared: SharedState) =>
    createV1SubmitDesk({
      journal,
      client: createV1Client({ baseUrl: 'http://service.test', fetch }),
      lookupPausesMs: [0],
      lock: createLocks({ shared }).run,
    })
  const answers = await Promise.all([desk(a).submit(request), desk(b).submit(request)])
  expect(submits).toEqual(['PUT'])
  expect(answers.map((answer) => answer.ok)).toEqual([true, true])
})

test('the reconciler runs on one instance at a time; another takes over when it stops', async () => {
  const [a, b] = await twoInstances()
  const passes: string[] = []
  const reconciler = (shared: SharedState, name: string) =>
    createReconciler({
      journal: {
        unresolved: async () => {
          passes.push(name)
          return []
        },
      } as unknown as Journal,
      upstream: {} as OrderClient,
      logger: pino({ level: 'silent' }),
      inFlight: new Map(),
      lostHere: new Set(),
      orderTtl: async () => 600,
      intervalMs: 100,
      graceSeconds: 61,
      takeTurn: () =>
        redisLease(shared, `${shared.prefix}reconciler`).acquire(shared.instanceId, 300),
    })
  const first = reconciler(a, 'a')
  const second = reconciler(b, 'b')
  redis.afterTest(
    () => first.stop(),
    () => second.stop(),
  )
  await first.runOnce()
  await second.runOnce()
  await first.runOnce()
  expect(passes).toEqual(['a', 'a'])
  // The holder stops (dies): its lease runs out and the other instance's passes run.
  await expect
    .poll(
      async () => {
        await second.runOnce()
        return passes.at(-1)
      },
      { timeout: 3_000, interval: 50 },
    )
    .toBe('b')
})
