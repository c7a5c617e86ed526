import { startPostgres } from '@ferry/test-utils'
import { afterAll, beforeAll } from 'vitest'
import { openSqlClient, type SqlClient } from '../src/journal.js'

/**
 * Both stores the journal supports, for `describe.each`: PGlite (the default) and a throwaway
 * PostgreSQL server (DATABASE_URL), started before the file's tests and stopped after.
 */
export function useJournalStores(): [name: string, open: () => Promise<SqlClient>][] {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 60_000)
  afterAll(async () => {
    await postgres?.stop()
  })
  return [
    ['PGlite', () => openSqlClient({})],
    ['PostgreSQL', () => openSqlClient({ databaseUrl: postgres!.url })],
  ]
}
