import { BaseError } from '@ferry/order-api'
import { type JournalMigration, journalMigrations } from './journalMigrations.js'
import type { SqlClient } from './sqlClient.js'

/**
 * The advisory lock key every instance takes before migrating (any fixed 64-bit number works;
 * this one is "ferryjrn" in ASCII). Instances of one deployment share the database, so they
 * share the key and migrate one after another.
 */
export const journalMigrationLockKey = '7306083335463620206'

/** Thrown when a migration step fails: the step is rolled back whole and the journal not opened. */
export class JournalMigrationError extends BaseError {
  override name = 'JournalMigrationError'
  readonly version: number

  constructor(parameters: { version: number; cause: unknown }) {
    super(`Journal migration ${parameters.version} failed and was rolled back`, {
      cause: parameters.cause,
      details:
        parameters.cause instanceof Error ? parameters.cause.message : String(parameters.cause),
    })
    this.version = parameters.version
  }
}

export type MigrateJournalParameters = {
  sql: SqlClient
  /** The steps to apply (tests pass their own); default: the journal's. */
  migrations?: readonly JournalMigration[]
}

/**
 * Brings the journal's schema up to date and resolves the versions this call applied. Many
 * instances may start at once on one empty PostgreSQL database: the first to take the advisory
 * lock applies every step, the others wait for it and then find nothing left to do. Each step
 * and its version row commit together, so a failed or interrupted step leaves nothing behind and
 * is tried whole on the next start.
 */
export async function migrateJournal({
  sql,
  migrations = journalMigrations,
}: MigrateJournalParameters): Promise<number[]> {
  return sql.session(async (query) => {
    // Session-level: held by this connection only, released below or when the connection dies.
    await query('select pg_advisory_lock($1::bigint)', [journalMigrationLockKey])
    try {
      // Inside the lock: two concurrent `create table if not exists` can both try to create it.
      await query('create table if not exists journal_migrations (version int primary key)')
      const applied = new Set(
        (await query<{ version: number }>('select version from journal_migrations')).rows.map(
          (row) => Number(row.version),
        ),
      )
      const done: number[] = []
      for (const [version, migration] of migrations.entries()) {
        if (applied.has(version)) continue
        await query('begin')
        try {
          for (const statement of typeof migration === 'string' ? [migration] : migration)
            await query(statement)
          await query('insert into journal_migrations (version) values ($1)', [version])
          await query('commit')
        } catch (cause) {
          await query('rollback').catch(() => undefined)
          throw new JournalMigrationError({ version, cause })
        }
        done.push(version)
      }
      return done
    } finally {
      await query('select pg_advisory_unlock($1::bigint)', [journalMigrationLockKey]).catch(
        () => undefined,
      )
    }
  })
}
