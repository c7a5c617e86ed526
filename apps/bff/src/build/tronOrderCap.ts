import {
  awaitingDepositState,
  type BuildRequest,
  chainFamily,
  isAwaitingDepositState,
  type OrderClient,
} from '@ferry/order-api'
import type { BuildAttempt, Journal } from '../journal.js'

export type TronOrderCaps = { perDepositor: number; perClient: number }

export const defaultTronOrderCaps: TronOrderCaps = { perDepositor: 3, perClient: 10 }

export type TronOrderCapParameters = {
  journal: Journal
  upstream: OrderClient
  request: BuildRequest
  clientId: string
  orderTtl: number
  caps: TronOrderCaps
  now: number
}

/**
 * Whether one more TRON-source build would pass a cap on open, unfunded orders: each holds one
 * of the service's pooled deposit addresses until it expires (spec: Build rule 10), so one user
 * or client must not reserve them all. Counted from the journal; only at the cap are the
 * counted orders re-read, so a funded one stops counting. Resolves the cap that is full, if any.
 */
export async function fullTronOrderCap(
  parameters: TronOrderCapParameters,
): Promise<{ scope: 'depositor' | 'client'; cap: number } | undefined> {
  const { journal, request, now, orderTtl, caps } = parameters
  if (chainFamily(request.srcToken.chainId) !== 'tron') return undefined
  const open = (query: { depositor?: string; refundAddr?: string; clientId?: string }) =>
    journal.openOrdersFrom({ srcChainId: request.srcToken.chainId, now, orderTtl, ...query })
  const byAddress = await open({
    depositor: request.depositor,
    ...(request.refundAddr ? { refundAddr: request.refundAddr } : {}),
  })
  if ((await unfunded(parameters.upstream, byAddress, caps.perDepositor)) >= caps.perDepositor)
    return { scope: 'depositor', cap: caps.perDepositor }
  const byClient = await open({ clientId: parameters.clientId })
  if ((await unfunded(parameters.upstream, byClient, caps.perClient)) >= caps.perClient)
    return { scope: 'client', cap: caps.perClient }
  return undefined
}

async function unfunded(upstream: OrderClient, attempts: BuildAttempt[], cap: number) {
  if (attempts.length < cap) return attempts.length
  const states = await Promise.all(
    attempts.map(async (attempt) => {
      if (!attempt.orderId) return awaitingDepositState
      // An order that cannot be read still holds its address as far as we know.
      return upstream.getOrder(attempt.orderId).then(
        (order) => order.state,
        () => awaitingDepositState,
      )
    }),
  )
  return states.filter((state) => isAwaitingDepositState(state)).length
}

export const tronOrderCapBody = (full: { scope: 'depositor' | 'client'; cap: number }) => ({
  name: 'OpenOrderCapException',
  message: `At most ${full.cap} open TRON deposit orders per ${full.scope === 'depositor' ? 'depositor or refund address' : 'app user'}: fund one or let it expire before building another.`,
  cap: full.cap,
})
