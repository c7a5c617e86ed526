import { describe, expect, test } from 'vitest'
import { useJournalStores } from '../../test/journalStores.js'
import { tradeKey } from '../build/tradeKey.js'
import { createJournal, openSqlClient } from './journal.js'
import { migrateJournal } from './journalMigrate.js'
import { journalMigrations } from './journalMigrations.js'

// The same contract on both stores the journal supports: PGlite (default) and PostgreSQL
// (DATABASE_URL), with the same schema and migrations.
const stores = useJournalStores()

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
      tradeKey: null,
      clientId: null,
      snapshot: null,
      candidates: null,
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

describe.each(stores)('journal outcomes on %s', (_name, open) => {
  const request = {
    srcToken: { chainId: 1, token: '0xAAAA' },
    dstToken: { chainId: 8453, token: '0xBBBB' },
    amount: '5',
  }

  test('a journal written before the outcome columns keeps its rows and gains their trade keys', async () => {
    const sql = await open()
    await sql.query('drop table if exists build_attempts, journal_migrations')
    // The schema as the first four migrations left it, with a row stuck unresolved.
    await migrateJournal({ sql, migrations: journalMigrations.slice(0, 4) })
    await sql.query(
      `insert into build_attempts (attempt_id, depositor, request, started_at, status) values ('old', '0xabc', $1, 10, 'unknown')`,
      [JSON.stringify(request)],
    )
    const journal = await createJournal(sql)
    expect(await journal.findByAttemptId('old')).toMatchObject({
      status: 'unknown',
      tradeKey: tradeKey(request),
      snapshot: null,
    })
    expect(
      await journal.findUnresolved({ depositor: '0xABC', tradeKey: tradeKey(request), since: 0 }),
    ).toMatchObject({ attemptId: 'old' })
    await journal.close()
  })

  test('a recovered order is recorded once: never over a settled row, never for an owned order', async () => {
    const sql = await open()
    await sql.query('drop table if exists build_attempts, journal_migrations')
    const journal = await createJournal(sql)
    const begin = (attemptId: string) =>
      journal.begin({ attemptId, depositor: '0xabc', request, startedAt: 20, snapshot: [] })
    await begin('owner')
    await journal.succeed({
      attemptId: 'owner',
      orderId: order(7),
      response: {},
      builtAt: 21,
      deadline: 99,
    })
    await begin('lost')
    const recover = (attemptId: string, orderId: string) =>
      journal.recover({ attemptId, orderId, builtAt: 20, deadline: 3620 })
    expect(await recover('lost', order(7))).toBe(false)
    expect(await recover('lost', order(8))).toBe(true)
    expect(await recover('lost', order(9))).toBe(false)
    expect(await journal.findByAttemptId('lost')).toMatchObject({ orderId: order(8), snapshot: [] })
    await begin('many')
    await journal.markAmbiguous({ attemptId: 'many', candidates: [order(10), order(11)] })
    expect(await journal.findByAttemptId('many')).toMatchObject({
      status: 'ambiguous',
      candidates: [order(10), order(11)],
    })
    expect(await journal.unresolved()).toEqual([])
    await begin('gone')
    await journal.markNotCreated('gone')
    expect((await journal.findByAttemptId('gone'))?.status).toBe('not_created')
    await journal.close()
  })
})

test('DATABASE_URL that cannot be reached fails with the driver error, not silently', async () => {
  const sql = await openSqlClient({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })
  await expect(createJournal(sql)).rejects.toThrow(/ECONNREFUSED|connect/)
  await sql.close()
})
