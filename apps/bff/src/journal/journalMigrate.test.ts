import { describe, expect, test } from 'vitest'
import { usePostgresServer } from '../../test/journalStores.js'
import { createJournal, openSqlClient, type SqlClient } from './journal.js'
import { JournalMigrationError, migrateJournal } from './journalMigrate.js'
import { journalMigrations } from './journalMigrations.js'

const postgres = usePostgresServer()

let databases = 0
/** A new, empty database on the test's PostgreSQL server. */
async function emptyPostgresDatabase(): Promise<string> {
  const name = `migrate_${++databases}`
  const admin = await openSqlClient({ databaseUrl: postgres().url })
  await admin.query(`create database ${name}`)
  await admin.close()
  return postgres().url.replace(/\/postgres$/, `/${name}`)
}

const tableExists = async (sql: SqlClient, table: string) =>
  (await sql.query<{ found: string | null }>('select to_regclass($1)::text as found', [table]))
    .rows[0]!.found !== null

const versionsOf = async (sql: SqlClient) =>
  (
    await sql.query<{ version: number }>('select version from journal_migrations order by version')
  ).rows.map((row) => Number(row.version))

test('four instances starting at once on an empty PostgreSQL database all open the journal, and each step is applied once', async () => {
  const url = await emptyPostgresDatabase()
  const clients = await Promise.all(
    Array.from({ length: 4 }, () => openSqlClient({ databaseUrl: url })),
  )
  try {
    const applied = await Promise.all(clients.map((sql) => migrateJournal({ sql })))
    const every = journalMigrations.map((_, version) => version)
    expect(applied.flat().sort((a, b) => a - b)).toEqual(every)
    // The first to take the lock did all of it; the others found nothing left.
    expect(applied.filter((versions) => versions.length > 0)).toHaveLength(1)
    expect(await versionsOf(clients[0]!)).toEqual(every)
    // And the real start-up path (createJournal) on the migrated database, again four at once.
    const journals = await Promise.all(clients.map((sql) => createJournal(sql)))
    await journals[0]!.begin({ attemptId: 'x', depositor: '0x1', request: {}, startedAt: 1 })
    expect(await journals[3]!.findByAttemptId('x')).toMatchObject({ status: 'pending' })
  } finally {
    await Promise.all(clients.map((sql) => sql.close()))
  }
}, 60_000)

describe.each([
  ['PGlite', () => openSqlClient({})],
  ['PostgreSQL', async () => openSqlClient({ databaseUrl: await emptyPostgresDatabase() })],
])('migrations on %s', (_name, open) => {
  test('a failing step is rolled back whole, names its version, and is applied whole on the next start', async () => {
    const sql = await open()
    try {
      const broken = [
        'create table first_step (a int)',
        ['create table half (a int)', 'insert into half values (1)', 'select * from no_such_table'],
      ]
      const failure = await migrateJournal({ sql, migrations: broken }).catch((error) => error)
      expect(failure).toBeInstanceOf(JournalMigrationError)
      expect(failure).toMatchObject({ version: 1 })
      expect(failure.message).toMatch(/no_such_table/)
      expect(await tableExists(sql, 'first_step')).toBe(true)
      expect(await tableExists(sql, 'half')).toBe(false)
      expect(await versionsOf(sql)).toEqual([0])

      const fixed = [broken[0]!, ['create table half (a int)', 'insert into half values (1)']]
      expect(await migrateJournal({ sql, migrations: fixed })).toEqual([1])
      expect((await sql.query<{ a: number }>('select a from half')).rows).toEqual([{ a: 1 }])
      expect(await migrateJournal({ sql, migrations: fixed })).toEqual([])
    } finally {
      await sql.close()
    }
  })

  test('the lock is released after a failure: the next migration on the same server is not blocked', async () => {
    const sql = await open()
    try {
      await expect(migrateJournal({ sql, migrations: ['select * from missing'] })).rejects.toThrow(
        JournalMigrationError,
      )
      expect(await migrateJournal({ sql, migrations: ['create table after (a int)'] })).toEqual([0])
    } finally {
      await sql.close()
    }
  })
})
