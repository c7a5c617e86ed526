import { type StartPostgresReturnType, startPostgres } from '@ferry/test-utils'
import { afterAll, beforeAll } from 'vitest'
import { openSqlClient, type SqlClient } from '../src/journal/journal.js'
import { migrateJournal } from '../src/journal/journalMigrate.js'

/** A throwaway PostgreSQL server started before the file's tests and stopped after. */
export function usePostgresServer(): () => StartPostgresReturnType {
  let postgres: StartPostgresReturnType | undefined
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })
  return () => postgres!
}

/**
 * Both stores the journal supports, for `describe.each`: PGlite (the default) and a throwaway
 * PostgreSQL server (DATABASE_URL), started before the file's tests and stopped after.
 */
export function useJournalStores(): [name: string, open: () => Promise<SqlClient>][] {
  const postgres = usePostgresServer()
  return [
    ['PGlite', () => openSqlClient({})],
    ['PostgreSQL', () => openSqlClient({ databaseUrl: postgres().url })],
  ]
}

/**
 * A throwaway PostgreSQL server shared by `count` BFF instances, each on its own pool, started
 * before the file's tests (all migrating at once, as instances starting together do) and closed
 * after. Resolves the instances' clients, in order.
 */
export function usePostgresInstances(count: number): SqlClient[] {
  const postgres = usePostgresServer()
  const clients: SqlClient[] = []
  beforeAll(async () => {
    for (let instance = 0; instance < count; instance++)
      clients.push(await openSqlClient({ databaseUrl: postgres().url }))
    await Promise.all(clients.map((sql) => migrateJournal({ sql })))
  }, 60_000)
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((sql) => sql.close()))
  })
  return clients
}
