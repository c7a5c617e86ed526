import type { SharedState } from '../cluster/createSharedState.js'
import { settingDefault } from '../config/configSettings.js'
import { createRedisHoldStore } from './createRedisHoldStore.js'
import { createMemoryHoldStore, type HoldScope, type HoldStore } from './holdStore.js'

export type DepositAddressCaps = { perAddress: number; perClient: number }

export const defaultDepositAddressCaps: DepositAddressCaps = {
  perAddress: Number(settingDefault('MAX_OPEN_DEPOSIT_ADDRESSES_PER_ADDRESS')),
  perClient: Number(settingDefault('MAX_OPEN_DEPOSIT_ADDRESSES_PER_CLIENT')),
}

/**
 * The order behind a hold, as far as it is known: which interface built it and its id (unknown
 * while the build is in flight, and for a v1 TRON or Bitcoin plan until its hash is submitted).
 */
export type HeldOrder = {
  interface: 'v2' | 'v1'
  orderId?: string
  /** v1 deposit-address orders are listed under their refund address. */
  address?: string
}

export type CapRefusal = {
  ok: false
  scope: 'address' | 'client'
  cap: number
  retryAfterSeconds: number
}

/** A taken hold: settle it with the build's outcome. Neither call throws. */
export type DepositAddressHold = {
  /** The build reserved a deposit address: hold it until `until` (epoch ms). */
  confirm(parameters: { until: number; order: HeldOrder }): Promise<void>
  /** Nothing was reserved (the build failed, or its plan has no deposit address). */
  release(): Promise<void>
}

export type CreateDepositAddressCapsParameters = {
  caps?: DepositAddressCaps
  shared?: SharedState
  /**
   * Whether a held order still waits for its deposit; asked only at a cap, so that a funded
   * order stops counting. An order that cannot be read counts as open.
   */
  stillOpen: (order: HeldOrder) => Promise<boolean>
  /** How long a hold lives before its build settles (an instance that dies mid-build). */
  pendingMs?: number
  onFallback?: () => void
  now?: () => number
}

/**
 * One home for the caps on deposit addresses. Every build that may reserve one of the service's
 * pooled deposit addresses (a v2 build from TRON, a v1 transfer build from any chain) takes a
 * hold first, counted against its address (the depositor and refund address, each; without any,
 * the client's own anonymous scope, so no client spends that bucket for everyone) and against its
 * client. A hold ends when its order's deadline passes, when the build turns out to reserve
 * nothing, or, at a cap, once its order is funded. With `shared` the holds are in Redis for every
 * instance; while Redis cannot be reached each instance keeps 1/N of each cap on its own.
 */
export function createDepositAddressCaps(parameters: CreateDepositAddressCapsParameters) {
  const caps = parameters.caps ?? defaultDepositAddressCaps
  const now = parameters.now ?? Date.now
  const pendingMs = parameters.pendingMs ?? 120_000
  const { shared } = parameters
  const instances = shared?.instances ?? 1
  const primary: HoldStore = shared ? createRedisHoldStore(shared) : createMemoryHoldStore({ now })
  const local = shared ? createMemoryHoldStore({ now }) : primary
  const share = (cap: number) => (shared ? Math.max(1, Math.floor(cap / instances)) : cap)

  /** Drops the holds of a full scope whose orders were funded; true when any was dropped. */
  async function dropFunded(store: HoldStore, holders: { id: string }[]) {
    const records = await store.records(holders.map((holder) => holder.id))
    const funded = await Promise.all(
      records.map(async (record, index) => {
        if (!record) return false
        const order = JSON.parse(record.note) as HeldOrder
        if (!order.orderId || (await parameters.stillOpen(order).catch(() => true))) return false
        await store.drop({ id: holders[index]!.id, keys: record.keys })
        return true
      }),
    )
    return funded.some(Boolean)
  }

  async function takeIn(store: HoldStore, id: string, scopes: HoldScope[], order: HeldOrder) {
    const attempt = () =>
      store.take({ id, scopes, until: now() + pendingMs, note: JSON.stringify(order), now: now() })
    let result = await attempt()
    if (!result.ok && (await dropFunded(store, result.holders))) result = await attempt()
    return result
  }

  return {
    caps,
    /**
     * Names the order of a live hold once it is known (a v1 TRON or Bitcoin plan's order comes
     * with its submit), so that at a cap it can be read and, once funded, stop counting.
     */
    async nameOrder(request: { id: string; order: Partial<HeldOrder> }) {
      for (const store of new Set([primary, local])) {
        try {
          const [record] = await store.records([request.id])
          if (record)
            await store.keep({
              id: request.id,
              keys: record.keys,
              until: record.until,
              note: JSON.stringify({ ...JSON.parse(record.note), ...request.order }),
            })
        } catch {
          parameters.onFallback?.()
        }
      }
    },
    /**
     * Takes a hold for one build that may reserve a deposit address, or refuses when the
     * address's or the client's cap is full of open orders. `id` names the reservation: the same
     * id again (a repeated v1 build of one quote) is the same hold, counted once.
     */
    async reserve(request: {
      id: string
      client: string
      addresses: string[]
      order: HeldOrder
    }): Promise<{ ok: true; hold: DepositAddressHold } | CapRefusal> {
      const { id, client, order } = request
      const addresses = [...new Set(request.addresses)]
      const scopesWith = (cap: (value: number) => number) => [
        ...(addresses.length > 0
          ? addresses.map((address) => ({ key: `address:${address}`, cap: cap(caps.perAddress) }))
          : [{ key: `anonymous:${client}`, cap: cap(caps.perAddress) }]),
        { key: `client:${client}`, cap: cap(caps.perClient) },
      ]
      let store = primary
      let scopes = scopesWith((cap) => cap)
      let result: Awaited<ReturnType<typeof takeIn>>
      try {
        result = await takeIn(store, id, scopes, order)
      } catch {
        parameters.onFallback?.()
        store = local
        scopes = scopesWith(share)
        result = await takeIn(store, id, scopes, order)
      }
      if (!result.ok) {
        const soonest = Math.min(...result.holders.map((holder) => holder.until))
        return {
          ok: false,
          scope: result.scope === scopes.length - 1 ? 'client' : 'address',
          cap: scopes[result.scope]!.cap,
          retryAfterSeconds: Math.max(1, Math.ceil((soonest - now()) / 1000)),
        }
      }
      const keys = scopes.map((scope) => scope.key)
      const created = result.created
      const quietly = (work: () => Promise<void>) => work().catch(() => parameters.onFallback?.())
      return {
        ok: true,
        hold: {
          confirm: ({ until, order: held }) =>
            quietly(() => store.keep({ id, keys, until, note: JSON.stringify(held) })),
          // A hold that existed before this build (an earlier build of the same quote) stays.
          release: () => (created ? quietly(() => store.drop({ id, keys })) : Promise.resolve()),
        },
      }
    },
  }
}
export type DepositAddressCapsKeeper = ReturnType<typeof createDepositAddressCaps>
