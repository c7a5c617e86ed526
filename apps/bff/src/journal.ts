import { PGlite } from '@electric-sql/pglite'

/** The smallest SQL surface the journal needs; PGlite and node-postgres both provide it. */
export type SqlClient = {
  query<row>(sql: string, params?: unknown[]): Promise<{ rows: row[] }>
  close(): Promise<void>
}

const migrations = [
  `create table build_attempts (
     attempt_id text primary key,
     depositor text not null,
     request jsonb not null,
     started_at bigint not null,
     status text not null,
     order_id text,
     response jsonb,
     error jsonb,
     built_at bigint,
     deadline bigint
   )`,
  'create index build_attempts_by_order on build_attempts (order_id)',
  'create index build_attempts_by_depositor on build_attempts (depositor, started_at desc)',
  // Attempts within one second keep the order they were made in.
  'alter table build_attempts add column seq bigserial',
]

export type BuildAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'unknown'

export type BuildAttempt = {
  attemptId: string
  depositor: string
  request: unknown
  startedAt: number
  status: BuildAttemptStatus
  orderId: string | null
  response: unknown
  error: unknown
  builtAt: number | null
  deadline: number | null
}

/** Opens the journal's database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` or memory. */
export async function openSqlClient(parameters: {
  databaseUrl?: string
  dataDir?: string
  /** Told when PostgreSQL drops an idle connection of the pool (for the logs). */
  onIdleError?: (error: Error) => void
}): Promise<SqlClient> {
  if (parameters.databaseUrl) {
    const { default: pg } = (await import('pg' as string)) as {
      default: {
        Pool: new (
          options: object,
        ) => {
          query: SqlClient['query']
          end(): Promise<void>
          on(event: 'error', listener: (error: Error) => void): void
        }
      }
    }
    const pool = new pg.Pool({ connectionString: parameters.databaseUrl })
    // An idle connection that the server drops (restart, failover) emits 'error' on the pool;
    // unhandled, that would end the process. The pool replaces it, and the next query that
    // cannot be served rejects as usual.
    pool.on('error', (error) => parameters.onIdleError?.(error))
    return { query: (sql, params) => pool.query(sql, params), close: () => pool.end() }
  }
  const db = parameters.dataDir ? new PGlite(parameters.dataDir) : new PGlite()
  return {
    query: async <row>(sql: string, params?: unknown[]) => ({
      rows: (await db.query<row>(sql, params)).rows,
    }),
    close: () => db.close(),
  }
}

/**
 * Every build attempt, written before the BFF answers: the request, then the response (orderId,
 * build time and deadline = build time + orderTtl, which the service does not return for EVM
 * sources), or the error, or `unknown` when no response came back.
 */
export async function createJournal(sql: SqlClient) {
  await sql.query('create table if not exists journal_migrations (version int primary key)')
  const applied = new Set(
    (await sql.query<{ version: number }>('select version from journal_migrations')).rows.map(
      (row) => Number(row.version),
    ),
  )
  for (const [index, migration] of migrations.entries()) {
    if (applied.has(index)) continue
    await sql.query(migration)
    await sql.query('insert into journal_migrations (version) values ($1)', [index])
  }

  type Row = {
    attempt_id: string
    depositor: string
    request: unknown
    started_at: string | number
    status: BuildAttemptStatus
    order_id: string | null
    response: unknown
    error: unknown
    built_at: string | number | null
    deadline: string | number | null
  }
  const toAttempt = (row: Row): BuildAttempt => ({
    attemptId: row.attempt_id,
    depositor: row.depositor,
    request: row.request,
    startedAt: Number(row.started_at),
    status: row.status,
    orderId: row.order_id,
    response: row.response,
    error: row.error,
    builtAt: row.built_at === null ? null : Number(row.built_at),
    deadline: row.deadline === null ? null : Number(row.deadline),
  })

  return {
    async begin(attempt: {
      attemptId: string
      depositor: string
      request: unknown
      startedAt: number
    }) {
      await sql.query(
        `insert into build_attempts (attempt_id, depositor, request, started_at, status) values ($1, $2, $3, $4, 'pending')`,
        [
          attempt.attemptId,
          attempt.depositor.toLowerCase(),
          JSON.stringify(attempt.request),
          attempt.startedAt,
        ],
      )
    },
    async succeed(attempt: {
      attemptId: string
      orderId: string
      response: unknown
      builtAt: number
      deadline: number
    }) {
      await sql.query(
        `update build_attempts set status = 'succeeded', order_id = $2, response = $3, built_at = $4, deadline = $5 where attempt_id = $1`,
        [
          attempt.attemptId,
          attempt.orderId.toLowerCase(),
          JSON.stringify(attempt.response),
          attempt.builtAt,
          attempt.deadline,
        ],
      )
    },
    async fail(attempt: { attemptId: string; status: 'failed' | 'unknown'; error: unknown }) {
      await sql.query(`update build_attempts set status = $2, error = $3 where attempt_id = $1`, [
        attempt.attemptId,
        attempt.status,
        JSON.stringify(attempt.error),
      ])
    },
    /** Records an order found by the depositor lookup after a lost response. */
    async recover(attempt: {
      attemptId: string
      orderId: string
      builtAt: number
      deadline: number
    }) {
      await sql.query(
        `update build_attempts set status = 'succeeded', order_id = $2, built_at = $3, deadline = $4 where attempt_id = $1`,
        [attempt.attemptId, attempt.orderId.toLowerCase(), attempt.builtAt, attempt.deadline],
      )
    },
    async findByOrderId(orderId: string): Promise<BuildAttempt | undefined> {
      const result = await sql.query<Row>(
        `select * from build_attempts where order_id = $1 limit 1`,
        [orderId.toLowerCase()],
      )
      return result.rows[0] ? toAttempt(result.rows[0]) : undefined
    },
    async entries(): Promise<BuildAttempt[]> {
      return (await sql.query<Row>('select * from build_attempts order by seq')).rows.map(toAttempt)
    },
    close: () => sql.close(),
  }
}
export type Journal = Awaited<ReturnType<typeof createJournal>>
