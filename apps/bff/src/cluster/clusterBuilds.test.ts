import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { countLeaseCalls } from '../../test/countLeaseCalls.js'
import { useSharedRedis } from '../../test/useSharedRedis.js'

// Two BFF instances over one journal and one Redis (the harness's journal is shared by its apps,
// as one PostgreSQL would be by the processes of a cluster).
const h = useBffHarness()
const { call, dev, quote, ordersOf } = h
const redis = useSharedRedis()

/** Lock attempts (take, renew or release) by the instances of this file, counted at Redis. */
let lockCalls = 0
/** Unresolved-attempt checks begun. */
let checks = 0

/**
 * The suite's journal, with the answer of the unresolved-attempt check held back until the other
 * build is seen: either checking too (nothing serializes them: both would find nothing) or asking
 * for the lock this one holds. So the two builds overlap whenever they can.
 */
const slowJournal = () => ({
  ...h.journal,
  findUnresolved: async (query: Parameters<typeof h.journal.findUnresolved>[0]) => {
    checks++
    const lockCallsBefore = lockCalls
    const found = await h.journal.findUnresolved(query)
    await expect
      .poll(() => checks > 1 || lockCalls > lockCallsBefore, { timeout: 10_000, interval: 5 })
      .toBe(true)
    return found
  },
})

async function instance(journal: typeof h.journal) {
  const shared = await redis.open({ prefix: 'builds:' })
  countLeaseCalls({ shared, keyPart: ':lock:', onCall: () => lockCalls++ })
  return h.makeApp({}, { shared, journal })
}

test('two identical builds at once on two instances: one is sent, the other is told to wait', async () => {
  const journal = slowJournal()
  const [a, b] = [await instance(journal), await instance(journal)]
  // A depositor of its own: no other test file builds for it.
  const depositor = privateKeyToAccount(generatePrivateKey()).address
  const q = await quote()
  await dev('faults', { route: 'build', latencyMs: 300 })
  try {
    const before = h.upstreamCalls.filter((path) => path === '/v2/build').length
    const answers = await Promise.all([
      call('/api/v2/build', { json: { ...q.build, depositor } }, a),
      call('/api/v2/build', { json: { ...q.build, depositor } }, b),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(answers.find((answer) => answer.status === 409)!.body.name).toBe(
      'BuildOutcomePendingException',
    )
    expect(h.upstreamCalls.filter((path) => path === '/v2/build').length - before).toBe(1)
    expect(await ordersOf(depositor)).toHaveLength(1)
  } finally {
    await h.clearFaults()
  }
})
