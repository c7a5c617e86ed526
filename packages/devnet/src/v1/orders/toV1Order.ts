import { TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID, type V1OrderStatus, type V1OrderWire } from '@ferry/order-api/v1'
import { tradeRouteSpecs } from '../quote/tradeRoutes.js'
import type { V1EngineRow } from '../v1EngineOrder.js'

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
/** TRON hashes are 64 hex without 0x (v1 spec, Address and hash formats). */
const hashOn = (chainId: number, hash: string) =>
  chainId === TRON_CHAIN_ID ? hash.replace(/^0x/, '') : hash

/** The v1 status of an engine order (v1 spec, States and transitions). */
export function v1StatusOf(row: V1EngineRow): V1OrderStatus {
  const spec = tradeRouteSpecs[row.v1.routeId]
  const inFlight = spec.skipsPublished ? 'deposited' : 'published'
  if (row.stuck) return 'failed'
  switch (row.state) {
    case 'pending_deposit':
      // v1 spec, States: on NativeUTXO `deposited` also covers a submitted deposit that is not
      // confirmed yet; a Bitcoin deposit waits for its confirmations here.
      return row.srcChainId === V1_BITCOIN_CHAIN_ID && row.v1.submittedTxHash
        ? 'deposited'
        : 'created'
    case 'deposited':
      return 'deposited'
    case 'published':
    case 'partially_filled':
      return inFlight
    case 'terminal_chain':
    case 'withdrawn_on_hub':
      // Nothing filled: the intent was cancelled or expired and the refund is on its way.
      return row.filledBps === 0 && spec.provider === 'native' ? 'refund_pending' : inFlight
    case 'delivered':
      return row.deliver?.payout ? 'filled' : 'refunded'
    case 'delivery_failed':
      return 'failed'
  }
}

/** The v1 order view of an engine order that a v1 quote funded (v1 spec, Order object). */
export function toV1Order(row: V1EngineRow): V1OrderWire {
  const { v1 } = row
  const spec = tradeRouteSpecs[v1.routeId]
  const status = v1StatusOf(row)
  const createdAt = v1.createdAtMs ?? row.builtAt * 1000
  const published = !spec.skipsPublished && row.traces.publish ? row.traces.publish : null
  const times = [
    createdAt,
    ...[row.deposit?.at, row.traces.publish?.at, row.traces.withdraw?.at, row.deliver?.at]
      .filter((at): at is number => at !== undefined)
      .map((at) => at * 1000),
    ...row.traces.chainObservations.map((observation) => observation.at * 1000),
  ]
  const updatedAt = Math.max(...times)
  const transaction = (chainId: number, at: number, hash: string, amount: string) => ({
    timestamp: iso(at),
    txHash: hashOn(chainId, hash),
    chainId,
    amount,
  })
  const { deposit, deliver } = row
  // The submit registers the deposit's hash; the chain's own record replaces it once seen.
  const depositHash = deposit?.tx ?? v1.submittedTxHash
  const transactions = {
    ...(deposit
      ? { deposit: transaction(row.srcChainId, deposit.at, deposit.tx, row.srcAmountSpoke) }
      : {}),
    ...(deliver?.payout
      ? { fill: transaction(row.dstChainId, deliver.at, deliver.payout.tx, deliver.payout.amount) }
      : {}),
    ...(deliver?.refund
      ? {
          refund: transaction(row.srcChainId, deliver.at, deliver.refund.tx, deliver.refund.amount),
        }
      : {}),
  }
  const steps = ['created']
  if (row.deposit) steps.push('deposited')
  if (published) steps.push('published')
  if (status === 'filled') steps.push('filled')
  return {
    id: v1.id!,
    type: spec.type,
    quoteId: v1.quoteId,
    routeId: v1.routeId,
    fromChainId: row.srcChainId,
    toChainId: row.dstChainId,
    fromToken: v1.fromToken,
    toToken: v1.toToken,
    srcAmount: row.srcAmountSpoke,
    destAmount: v1.destAmount,
    status,
    author: v1.author,
    recipient: v1.recipient,
    refundTo: v1.refundTo,
    fillerAddress: v1.filler,
    depositTxHash: depositHash ? hashOn(row.srcChainId, depositHash) : null,
    externalOrderId: v1.externalOrderId,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    tradeType: v1.tradeType,
    stepsCompleted: steps,
    transactions,
    timestamps: {
      createdAt: new Date(createdAt).toISOString(),
      ...(published ? { publishedAt: iso(published.at) } : {}),
      ...(status === 'failed' ? { failedAt: new Date(updatedAt).toISOString() } : {}),
    },
    providerStatus: { provider: spec.provider, nativeStatus: row.state },
    fromTokenMeta: v1.fromTokenMeta,
    toTokenMeta: v1.toTokenMeta,
  } as V1OrderWire
}
