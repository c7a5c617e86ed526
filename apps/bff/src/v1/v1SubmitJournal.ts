import type { SqlClient } from '../journal/journal.js'

/**
 * `built`: a build was answered; its parties are known. `pending`: a submit was sent and no
 * answer is kept yet (or the process died). `unknown`: no usable answer came back and the order
 * was not found yet. `submitted`: the order exists (answered, or found by a lookup). `failed`:
 * the service refused the submit.
 */
export type V1SubmitStatus = 'built' | 'pending' | 'unknown' | 'submitted' | 'failed'

export type V1SubmitEntry = {
  quoteId: string
  routeId: string
  /** Where the order will be listed: the build's `from`, else its `refundTo`. */
  address: string | null
  status: V1SubmitStatus
  request: unknown
  response: unknown
  error: unknown
  orderId: string | null
  attempts: number
}

export type V1SubmitKey = { quoteId: string; routeId: string }

/** Every v1 submit the BFF sends, written before it answers (DESIGN: Storage, like builds). */
export type V1SubmitJournal = {
  /** Remembers who built the deposit of this quote and route (the first build's parties win). */
  recordBuild(entry: V1SubmitKey & { address: string | null }): Promise<void>
  get(key: V1SubmitKey): Promise<V1SubmitEntry | undefined>
  /** A submit is about to be sent. */
  begin(entry: V1SubmitKey & { request: unknown }): Promise<void>
  settle(
    entry: V1SubmitKey & {
      status: Exclude<V1SubmitStatus, 'built' | 'pending'>
      response?: unknown
      error?: unknown
      orderId?: string
    },
  ): Promise<void>
}

/** An in-process journal (tests, and a BFF started without a database for v1). */
export function createMemoryV1SubmitJournal(): V1SubmitJournal {
  const rows = new Map<string, V1SubmitEntry>()
  const keyOf = (key: V1SubmitKey) => `${key.quoteId.toLowerCase()} ${key.routeId}`
  const row = (key: V1SubmitKey): V1SubmitEntry =>
    rows.get(keyOf(key)) ?? {
      quoteId: key.quoteId,
      routeId: key.routeId,
      address: null,
      status: 'built',
      request: null,
      response: null,
      error: null,
      orderId: null,
      attempts: 0,
    }
  return {
    async recordBuild(entry) {
      const current = row(entry)
      rows.set(keyOf(entry), { ...current, address: current.address ?? entry.address })
    },
    async get(key) {
      const found = rows.get(keyOf(key))
      return found ? structuredClone(found) : undefined
    },
    async begin(entry) {
      const current = row(entry)
      rows.set(keyOf(entry), {
        ...current,
        status: 'pending',
        request: structuredClone(entry.request),
        attempts: current.attempts + 1,
      })
    },
    async settle(entry) {
      const current = row(entry)
      rows.set(keyOf(entry), {
        ...current,
        status: entry.status,
        response: entry.response === undefined ? current.response : structuredClone(entry.response),
        error: entry.error === undefined ? null : structuredClone(entry.error),
        orderId: entry.orderId ?? current.orderId,
      })
    },
  }
}

/**
 * The journal in the BFF's database (PGlite or PostgreSQL), table `v1_submits` (created by the
 * journal's migrations: open it after createJournal).
 */
export async function createSqlV1SubmitJournal(parameters: {
  sql: SqlClient
  now?: () => number
}): Promise<V1SubmitJournal> {
  const { sql } = parameters
  const now = parameters.now ?? Date.now
  type Row = {
    quote_id: string
    route_id: string
    address: string | null
    status: V1SubmitStatus
    request: unknown
    response: unknown
    error: unknown
    order_id: string | null
    attempts: number
  }
  const quote = (key: V1SubmitKey) => key.quoteId.toLowerCase()
  return {
    async recordBuild(entry) {
      await sql.query(
        `insert into v1_submits (quote_id, route_id, address, status, updated_at)
         values ($1, $2, $3, 'built', $4)
         on conflict (quote_id, route_id) do update
           set address = coalesce(v1_submits.address, excluded.address)`,
        [quote(entry), entry.routeId, entry.address, now()],
      )
    },
    async get(key) {
      const found = (
        await sql.query<Row>('select * from v1_submits where quote_id = $1 and route_id = $2', [
          quote(key),
          key.routeId,
        ])
      ).rows[0]
      if (!found) return undefined
      return {
        quoteId: found.quote_id,
        routeId: found.route_id,
        address: found.address,
        status: found.status,
        request: found.request,
        response: found.response,
        error: found.error,
        orderId: found.order_id,
        attempts: Number(found.attempts),
      }
    },
    async begin(entry) {
      await sql.query(
        `insert into v1_submits (quote_id, route_id, status, request, attempts, updated_at)
         values ($1, $2, 'pending', $3, 1, $4)
         on conflict (quote_id, route_id) do update
           set status = 'pending', request = excluded.request,
               attempts = v1_submits.attempts + 1, updated_at = excluded.updated_at`,
        [quote(entry), entry.routeId, JSON.stringify(entry.request), now()],
      )
    },
    async settle(entry) {
      await sql.query(
        `update v1_submits set status = $3, response = coalesce($4, response), error = $5,
           order_id = coalesce($6, order_id), updated_at = $7
         where quote_id = $1 and route_id = $2`,
        [
          quote(entry),
          entry.routeId,
          entry.status,
          entry.response === undefined ? null : JSON.stringify(entry.response),
          entry.error === undefined ? null : JSON.stringify(entry.error),
          entry.orderId ?? null,
          now(),
        ],
      )
    },
  }
}
