import { PGlite } from '@electric-sql/pglite'
import type { HealthCounts, OrderState } from '@ferry/order-api'
import type { OrderRow } from './orderRow.js'

export type ListOrdersParameters = {
  integrator: string
  depositor?: string
  /** Source token addresses that match the filter (both TRON forms where relevant). */
  from?: string[]
  to?: string[]
  state?: OrderState
  cursor?: { builtAt: number; orderId: string }
  limit: number
}

export type OrderStore = {
  insertOrder(row: OrderRow): Promise<void>
  getOrder(orderId: string): Promise<OrderRow | undefined>
  updateOrder(orderId: string, patch: Partial<OrderRow>): Promise<OrderRow>
  listOrders(parameters: ListOrdersParameters): Promise<OrderRow[]>
  findOrdersByState(states: OrderState[]): Promise<OrderRow[]>
  healthCounts(parameters: { now: number }): Promise<{
    counts: HealthCounts
    lastBuildAt: number | null
    lastWithdrawnAt: number | null
  }>
  /** Makes every read fail, to reproduce the degraded health answer. */
  setBroken(broken: boolean): void
  close(): Promise<void>
}

const schema = `
  create table if not exists orders (
    order_id text primary key,
    integrator text not null,
    depositor text not null,
    src_token text not null,
    dst_token text not null,
    state text not null,
    built_at bigint not null,
    data jsonb not null
  );
  create index if not exists orders_by_integrator on orders (integrator, built_at desc, order_id desc);
`

/**
 * The devnet's order store on PGlite: in memory without a `dataDir`, else in that folder, so a
 * restarted devnet keeps its orders.
 */
export async function createOrderStore(parameters: { dataDir?: string } = {}): Promise<OrderStore> {
  const db = parameters.dataDir ? new PGlite(parameters.dataDir) : new PGlite()
  await db.exec(schema)
  let broken = false
  const guard = () => {
    if (broken) throw new Error('order store unavailable')
  }
  const rows = (result: { rows: unknown[] }) =>
    result.rows.map((row) => (row as { data: OrderRow }).data)

  let updates: Promise<unknown> = Promise.resolve()
  const store: OrderStore = {
    async insertOrder(row) {
      guard()
      await db.query(
        'insert into orders (order_id, integrator, depositor, src_token, dst_token, state, built_at, data) values ($1,$2,$3,$4,$5,$6,$7,$8)',
        [
          row.orderId,
          row.integrator,
          row.depositor,
          row.srcToken.toLowerCase(),
          row.dstToken.toLowerCase(),
          row.state,
          row.builtAt,
          JSON.stringify(row),
        ],
      )
    },
    async getOrder(orderId) {
      guard()
      const result = await db.query('select data from orders where order_id = $1', [
        orderId.toLowerCase(),
      ])
      return rows(result)[0]
    },
    updateOrder(orderId, patch) {
      // Read, merge and write one update after another: two at once (the deposit watcher's and
      // a v1 submit's) would each write the row they read, and the later would drop the other's.
      const update = updates.then(async () => {
        guard()
        const current = await store.getOrder(orderId)
        if (!current) throw new Error(`no order ${orderId}`)
        const next = { ...current, ...patch }
        await db.query('update orders set state = $2, data = $3 where order_id = $1', [
          current.orderId,
          next.state,
          JSON.stringify(next),
        ])
        return next
      })
      updates = update.catch(() => {})
      return update
    },
    async listOrders({ integrator, depositor, from, to, state, cursor, limit }) {
      guard()
      const where = ['integrator = $1']
      const values: unknown[] = [integrator]
      const add = (clause: (n: number) => string, value: unknown) => {
        values.push(value)
        where.push(clause(values.length))
      }
      if (depositor) add((n) => `depositor = $${n}`, depositor.toLowerCase())
      if (from)
        add(
          (n) => `src_token = any($${n})`,
          from.map((token) => token.toLowerCase()),
        )
      if (to)
        add(
          (n) => `dst_token = any($${n})`,
          to.map((token) => token.toLowerCase()),
        )
      if (state) add((n) => `state = $${n}`, state)
      if (cursor) {
        values.push(cursor.builtAt, cursor.orderId.toLowerCase())
        const b = values.length - 1
        where.push(`(built_at, order_id) < ($${b}, $${b + 1})`)
      }
      values.push(limit)
      const result = await db.query(
        `select data from orders where ${where.join(' and ')} order by built_at desc, order_id desc limit $${values.length}`,
        values,
      )
      return rows(result)
    },
    async findOrdersByState(states) {
      guard()
      return rows(await db.query('select data from orders where state = any($1)', [states]))
    },
    async healthCounts({ now }) {
      guard()
      const all = rows(await db.query('select data from orders'))
      const counts: HealthCounts = {
        totalOrders: all.length,
        pending: 0,
        deposited: 0,
        published: 0,
        partiallyFilled: 0,
        terminalChain: 0,
        withdrawn: 0,
        delivered: 0,
        deliveryFailed: 0,
        stuck: 0,
        abandoned: 0,
        undelivered: 0,
      }
      let lastBuildAt: number | null = null
      let lastWithdrawnAt: number | null = null
      for (const row of all) {
        lastBuildAt = Math.max(lastBuildAt ?? 0, row.builtAt)
        const withdrawnAt = row.traces.withdraw?.at
        if (withdrawnAt) lastWithdrawnAt = Math.max(lastWithdrawnAt ?? 0, withdrawnAt)
        if (row.stuck) {
          counts.stuck++
          continue
        }
        switch (row.state) {
          case 'pending_deposit':
            if (now > row.deadline) counts.abandoned++
            else counts.pending++
            break
          case 'deposited':
            counts.deposited++
            break
          case 'published':
            counts.published++
            break
          case 'partially_filled':
            counts.partiallyFilled++
            break
          case 'terminal_chain':
            counts.terminalChain++
            break
          case 'withdrawn_on_hub':
            counts.withdrawn++
            // Settled 12 hours ago or more with a leg still unrecorded; counted inside withdrawn.
            if (withdrawnAt !== undefined && now - withdrawnAt >= 12 * 3600) counts.undelivered++
            break
          case 'delivered':
            counts.delivered++
            break
          case 'delivery_failed':
            counts.deliveryFailed++
            break
        }
      }
      return { counts, lastBuildAt, lastWithdrawnAt }
    },
    setBroken(value) {
      broken = value
    },
    async close() {
      await db.close()
    },
  }
  return store
}
