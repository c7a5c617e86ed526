import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openSqlClient, type SqlClient } from '../src/journal/journal.js'

/**
 * An empty in-memory journal database (PGlite), started from the database the suite initialised
 * once (test/globalSetup.ts) instead of by an initdb of its own: about 1.5 s instead of 4 to 12 s
 * of WebAssembly per file on two cores. openPglite.test.ts and the journal's contract and
 * migration tests still open theirs through initdb.
 */
export async function openMemorySqlClient(): Promise<SqlClient> {
  return openSqlClient({ template: new Blob([await readFile(inject('pgliteTemplate'))]) })
}
