import { tradeKeyOfUnknown } from '../build/tradeKey.js'
import { migrateJournal } from './journalMigrate.js'
import { openPglite } from './openPglite.js'
import type { SqlClient, SqlQuery } from './sqlClient.js'

export type { SqlClient, SqlQuery } from './sqlClient.js'

/**
 * `pending`: sent, no answer yet (or the process died). `unknown`: no answer came back and no
 * order was found yet. `ambiguous`: several new orders could be this build's (an operator
 * decides). `not_created`: settled, no order. `succeeded`: an order, with its response when the
 * service's answer arrived, without it when a lookup found it.
 */
export type BuildAttemptStatus =
  | 'pending'
  | 'succeeded'
  | 'failed'
  | 'unknown'
  | 'ambiguous'
  | 'not_created'

const unresolved = `('pending', 'unknown', 'ambiguous')`

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
  tradeKey: string | null
  clientId: string | null
  /** Null for rows written before snapshots were taken: nothing can be adopted for them. */
  snapshot: string[] | null
  candidates: string[] | null
}

/** Opens the journal's database: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` or memory. */
export async function openSqlClient(parameters: {
  databaseUrl?: string
  dataDir?: string
  /** Without `databaseUrl` and `dataDir`: the dumped database to start from (openPglite). */
  template?: Blob
  /** Told when PostgreSQL drops an idle connection of the pool (for the logs). */
  onIdleError?: (error: Error) => void
}): Promise<SqlClient> {
  if (parameters.databaseUrl) {
    const { default: pg } = (await import('pg' as string)) as {
      default: {
        Pool: new (
          options: object,
        ) => {
          query: SqlQuery
          connect(): Promise<{ query: SqlQuery; release(destroy?: boolean): void }>
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
    return {
      query: (sql, params) => pool.query(sql, params),
      async session(work) {
        const client = await pool.connect()
        let failed = false
        try {
          return await work((sql, params) => client.query(sql, params))
        } catch (error) {
          failed = true
          throw error
        } finally {
          // A connection whose work failed may still hold a lock or an open transaction: closed.
          client.release(failed)
        }
      },
      close: () => pool.end(),
    }
  }
  const db = await openPglite({ dataDir: parameters.dataDir, template: parameters.template })
  const query: SqlQuery = async <row>(sql: string, params?: unknown[]) => ({
    rows: (await db.query<row>(sql, params)).rows,
  })
  // PGlite is one connection: every query already runs on it.
  return { query, session: (work) => work(query), close: () => db.close() }
}

/**
 * Every build attempt, written before the BFF answers: the request, then the response (orderId,
 * build time and deadline = build time + orderTtl, which the service does not return for EVM
 * sources), or the error, or `unknown` when no response came back.
 */
export async function createJournal(sql: SqlClient) {
  await migrateJournal({ sql })

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
    trade_key: string | null
    client_id: string | null
    snapshot: string[] | null
    candidates: string[] | null
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
    tradeKey: row.trade_key,
    clientId: row.client_id,
    snapshot: row.snapshot,
    candidates: row.candidates,
  })
  const one = async (sql_: string, params: unknown[]) => {
    const row = (await sql.query<Row>(sql_, params)).rows[0]
    return row ? toAttempt(row) : undefined
  }

  return {
    async begin(attempt: {
      attemptId: string
      depositor: string
      request: unknown
      startedAt: number
      clientId?: string
      /** Order ids that existed before the build was sent (see `snapshot`). */
      snapshot?: string[]
    }) {
      const request = attempt.request as {
        srcToken?: { chainId?: number }
        refundAddr?: string
      } | null
      await sql.query(
        `insert into build_attempts (attempt_id, depositor, request, started_at, status, trade_key, src_chain_id, refund_addr, client_id, snapshot)
         values ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9)`,
        [
          attempt.attemptId,
          attempt.depositor.toLowerCase(),
          JSON.stringify(attempt.request),
          attempt.startedAt,
          tradeKeyOfUnknown(attempt.request),
          request?.srcToken?.chainId ?? null,
          request?.refundAddr ?? null,
          attempt.clientId ?? null,
          attempt.snapshot ? JSON.stringify(attempt.snapshot.map((id) => id.toLowerCase())) : null,
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
    /**
     * Records an order found by the depositor lookup after a lost response, unless the attempt
     * is settled already or another row owns the order. Resolves whether it was recorded.
     */
    async recover(attempt: {
      attemptId: string
      orderId: string
      builtAt: number
      deadline: number
    }): Promise<boolean> {
      const result = await sql.query<{ attempt_id: string }>(
        `update build_attempts set status = 'succeeded', order_id = $2, built_at = $3, deadline = $4
         where attempt_id = $1 and status in ${unresolved}
           and not exists (select 1 from build_attempts other where other.order_id = $2)
         returning attempt_id`,
        [attempt.attemptId, attempt.orderId.toLowerCase(), attempt.builtAt, attempt.deadline],
      )
      return result.rows.length > 0
    },
    /** The order ids listed before the build was sent: a lookup adopts none of them. */
    async setSnapshot(attempt: { attemptId: string; snapshot: string[] }) {
      await sql.query('update build_attempts set snapshot = $2 where attempt_id = $1', [
        attempt.attemptId,
        JSON.stringify(attempt.snapshot.map((id) => id.toLowerCase())),
      ])
    },
    /** Several new orders could be this attempt's: left for an operator, never guessed. */
    async markAmbiguous(attempt: { attemptId: string; candidates: string[] }) {
      await sql.query(
        `update build_attempts set status = 'ambiguous', candidates = $2 where attempt_id = $1 and status in ${unresolved}`,
        [attempt.attemptId, JSON.stringify(attempt.candidates.map((id) => id.toLowerCase()))],
      )
    },
    /** Settled with no order (the order TTL passed and no lookup found one). */
    async markNotCreated(attemptId: string) {
      await sql.query(
        `update build_attempts set status = 'not_created' where attempt_id = $1 and status in ('pending', 'unknown')`,
        [attemptId],
      )
    },
    findByAttemptId(attemptId: string): Promise<BuildAttempt | undefined> {
      return one('select * from build_attempts where attempt_id = $1', [attemptId])
    },
    /** The depositor's newest attempt for this trade whose outcome is not settled, since `since`. */
    findUnresolved(query: {
      depositor: string
      tradeKey: string
      since: number
    }): Promise<BuildAttempt | undefined> {
      return one(
        `select * from build_attempts where depositor = $1 and trade_key = $2 and status in ${unresolved}
         and started_at >= $3 order by seq desc limit 1`,
        [query.depositor.toLowerCase(), query.tradeKey, query.since],
      )
    },
    /** Attempts a reconciler can still settle by lookup, oldest first. */
    async unresolved(): Promise<BuildAttempt[]> {
      return (
        await sql.query<Row>(
          `select * from build_attempts where status in ('pending', 'unknown') order by seq`,
        )
      ).rows.map(toAttempt)
    },
    findByOrderId(orderId: string): Promise<BuildAttempt | undefined> {
      return one('select * from build_attempts where order_id = $1 limit 1', [
        orderId.toLowerCase(),
      ])
    },
    async entries(): Promise<BuildAttempt[]> {
      return (await sql.query<Row>('select * from build_attempts order by seq')).rows.map(toAttempt)
    },
    close: () => sql.close(),
  }
}
export type Journal = Awaited<ReturnType<typeof createJournal>>
