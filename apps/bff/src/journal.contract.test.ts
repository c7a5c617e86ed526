import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres } from '../test/startPostgres.js'
import { createJournal, openSqlClient, type SqlClient } from './journal.js'

// The same contract on both stores the journal supports: PGlite (default) and PostgreSQL
// (DATABASE_URL), with the same schema and migrations.
let postgres: Awaited<ReturnType<typeof startPostgres>>
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
})

const stores: [name: string, open: () => Promise<SqlClient>][] = [
  ['PGlite', () => openSqlClient({})],
  ['PostgreSQL', () => openSqlClient({ databaseUrl: postgres.url })],
]

const order = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe.each(stores)('journal on %s', (name, open) => {
  test('every attempt is kept with its request, outcome, build time and deadline', async () => {
    const sql = await open()
    await sql.query('drop table if exists build_attempts, journal_migrations')
    const journal = await createJournal(sql)
    const request = { srcToken: { chainId: 1, token: '0xabc' }, amount: '1000000' }
    await journal.begin({ attemptId: 'a1', depositor: '0xAbC', request, startedAt: 1_700_000_000 })
    await journal.succeed({
      attemptId: 'a1',
      orderId: order(1).toUpperCase().replace('0X', '0x'),
      response: { orderId: order(1) },
      builtAt: 1_700_000_001,
      deadline: 1_700_003_601,
    })
    await journal.begin({ attemptId: 'a2', depositor: '0xabc', request, startedAt: 1_700_000_002 })
    await journal.fail({ attemptId: 'a2', status: 'unknown', error: { message: 'socket hang up' } })
    await journal.recover({
      attemptId: 'a2',
      orderId: order(2),
      builtAt: 1_700_000_002,
      deadline: 1_700_003_602,
    })
    expect(await journal.findByOrderId(order(1))).toEqual({
      attemptId: 'a1',
      depositor: '0xabc',
      request,
      startedAt: 1_700_000_000,
      status: 'succeeded',
      orderId: order(1),
      response: { orderId: order(1) },
      error: null,
      builtAt: 1_700_000_001,
      deadline: 1_700_003_601,
    })
    expect(
      (await journal.entries()).map((entry) => [entry.attemptId, entry.status, entry.error]),
    ).toEqual([
      ['a1', 'succeeded', null],
      ['a2', 'succeeded', { message: 'socket hang up' }],
    ])
    await journal.close()
  })

  test('a restart reopens the same journal: migrations run once, every build is still there', async () => {
    const first = await createJournal(await open())
    const before = (await first.entries()).length
    await first.begin({ attemptId: `r-${name}`, depositor: '0xdef', request: {}, startedAt: 1 })
    await first.close()
    const second = await createJournal(await open())
    const entries = await second.entries()
    // PGlite in memory is a new database per open; PostgreSQL keeps what was written.
    if (name === 'PostgreSQL') {
      expect(entries).toHaveLength(before + 1)
      expect(entries.at(-1)?.attemptId).toBe(`r-${name}`)
    }
    await second.close()
  })

  test('concurrent attempts are all written, in the order they began', async () => {
    const journal = await createJournal(await open())
    const ids = Array.from({ length: 25 }, (_, index) => `c-${index}`)
    for (const id of ids)
      await journal.begin({ attemptId: id, depositor: '0x1', request: { id }, startedAt: 5 })
    await Promise.all(
      ids.map((id, index) =>
        journal.succeed({
          attemptId: id,
          orderId: order(100 + index),
          response: {},
          builtAt: 6,
          deadline: 3606,
        }),
      ),
    )
    const written = (await journal.entries()).filter((entry) => entry.attemptId.startsWith('c-'))
    expect(written.map((entry) => entry.attemptId)).toEqual(ids)
    expect(written.every((entry) => entry.status === 'succeeded' && entry.deadline === 3606)).toBe(
      true,
    )
    await journal.close()
  })
})

test('DATABASE_URL that cannot be reached fails with the driver error, not silently', async () => {
  const sql = await openSqlClient({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })
  await expect(createJournal(sql)).rejects.toThrow(/ECONNREFUSED|connect/)
  await sql.close()
})
