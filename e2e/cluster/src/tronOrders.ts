import { randomBytes } from 'node:crypto'
import { TRON_CHAIN_ID } from '@ferry/order-api'
import type { useCluster } from './useCluster.js'

type Cluster = ReturnType<typeof useCluster>
export type TronOrder = {
  orderId: string
  depositAddress: string
  expectedAmount: string
  refundAddr: string
}

/**
 * A TRON-source order built through nginx (a fresh depositor; the refund address is the
 * devnet's TRON account `account`). It waits for a deposit, so a test decides when it moves:
 * {@link fundTronOrder} sends the exact amount and the devnet carries it to `delivered`.
 */
export async function buildTronOrder(
  c: Cluster,
  parameters: { client: string; account: number },
): Promise<TronOrder> {
  const usdcBase = c.devnet.chains.find((chain) => chain.chainId === 8453)!.tokens[0]!.address
  const query = new URLSearchParams({
    fromChainId: String(TRON_CHAIN_ID),
    from: c.devnet.tron.tokens[0]!.address,
    toChainId: '8453',
    to: usdcBase,
    srcAmount: '25000000',
  })
  const client = parameters.client
  const quote = await c.untilAdmitted(() => c.request(`/api/v2/quote?${query}`, { client }))
  if (quote.status !== 200) throw new Error(`TRON quote: ${quote.status} ${await quote.text()}`)
  const refundAddr = c.devnet.tron.accounts[parameters.account]!.address
  const body = {
    ...(await quote.json()).build,
    depositor: `0x${randomBytes(20).toString('hex')}`,
    refundAddr,
  }
  const build = await c.untilAdmitted(() => c.request('/api/v2/build', { json: body, client }))
  if (build.status !== 200) throw new Error(`TRON build: ${build.status} ${await build.text()}`)
  return { ...((await build.json()) as Omit<TronOrder, 'refundAddr'>), refundAddr }
}

/** Sends the order's exact amount to its deposit address on the simulated TRON ledger. */
export async function fundTronOrder(c: Cluster, order: TronOrder) {
  await c.dev.tronTransfer({
    from: order.refundAddr,
    to: order.depositAddress,
    amount: BigInt(order.expectedAmount),
  })
}

/** The upstream reads of one order (the path's id is matched case-insensitively). */
export const orderReadPath = (orderId: string) => new RegExp(`^/v2/orders/${orderId}$`, 'i')
