import { type StartPostgresReturnType, startPostgres } from '@ferry/test-utils'
import { afterAll, beforeAll } from 'vitest'
import { openSqlClient, type SqlClient } from '../src/journal/journal.js'

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
