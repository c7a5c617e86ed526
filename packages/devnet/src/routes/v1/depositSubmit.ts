import { toValidationErrorBody } from '@ferry/order-api'
import {
  isV1TxHashForChain,
  TRON_CHAIN_ID,
  V1_BITCOIN_CHAIN_ID,
  V1_SOLANA_CHAIN_ID,
  v1SubmitRequestSchema,
} from '@ferry/order-api/v1'
import { Hono } from 'hono'
import { type Hex, parseEventLogs } from 'viem'
import { spokeDepositAbi } from '../../chains/abis.js'
import { withFault } from '../../middleware/withFault.js'
import type { OrderRow } from '../../store/orderRow.js'
import { readV1Body } from '../../v1/readV1Body.js'
import { bitcoinDepositFound } from '../../v1/submit/bitcoinSubmit.js'
import { broadcastOnSolana, solanaDepositFound } from '../../v1/submit/solanaSubmit.js'
import { isV1Row } from '../../v1/v1EngineOrder.js'
import type { V1StoredQuote } from '../../v1/v1QuoteStore.js'
import type { V1TradingDeps } from '../../v1/v1TradingDeps.js'
import { malformedJsonBody, quoteNotFoundBody, v1Error } from '../../v1/v1Wire.js'

const badRequest = (message: string) => v1Error('BadRequestException', message)
const depositRecordFailed = v1Error(
  'InternalErrorException',
  'Deposit was submitted, but the order could not be recorded. Do not deposit again.',
)

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** A wallet order's id: `c` and 24 lowercase letters or digits (v1 spec, Order object). */
function walletOrderId(): string {
  const bytes = new Uint8Array(24)
  crypto.getRandomValues(bytes)
  return `c${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`
}

/**
 * `PUT /v1/deposit/submit`: checks the deposit (the deposit contract's event on an EVM chain,
 * the simulated TRON ledger's transfer, the memo-carrying transfer into the deposit account on
 * Solana, the payment to the order's address on Bitcoin), or broadcasts a signed transaction first (EVM hex, Solana base64), then creates
 * the v1 order and consumes the quote. Not rate limited; works during maintenance.
 */
export function depositSubmitRoutes(deps: V1TradingDeps) {
  const app = new Hono()
  app.put('/deposit/submit', withFault(deps.faults, 'v1-submit'), async (c) => {
    const json = await readV1Body(c)
    if (!json) return c.json(malformedJsonBody, 400)
    const parsed = v1SubmitRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const request = parsed.data
    const quote = deps.quotes.find({ quoteId: request.quoteId, routeId: request.routeId })
    if (!quote) return c.json(quoteNotFoundBody, 404)
    const build = quote.build
    if (!build || build.routeId !== request.routeId)
      return c.json(badRequest('No deposit was built for this quote and route'), 400)
    if (build.depositAddressOrderId)
      return c.json(badRequest('The quote is funded through a deposit address: do not submit'), 400)
    if (build.buildId && request.buildId !== build.buildId)
      return c.json(badRequest('buildId is missing or stale'), 400)
    const chainId = quote.src.chainId
    let txHash: string
    if (request.signedTransaction !== undefined && chainId === V1_SOLANA_CHAIN_ID && deps.solana) {
      const broadcast = broadcastOnSolana({
        solana: deps.solana,
        signedTransaction: request.signedTransaction,
      })
      if (!broadcast.ok) return c.json(broadcast.body, broadcast.status)
      txHash = broadcast.txHash
    } else if (request.signedTransaction !== undefined) {
      if (
        chainId === TRON_CHAIN_ID ||
        chainId === V1_BITCOIN_CHAIN_ID ||
        !request.signedTransaction.startsWith('0x')
      )
        return c.json(
          v1Error('NotSupportedChainException', `Cannot broadcast on chain ${chainId}`),
          404,
        )
      try {
        const { client } = deps.spokes.get(chainId)!
        txHash = await client.sendRawTransaction({
          serializedTransaction: request.signedTransaction as Hex,
        })
      } catch {
        return c.json(v1Error('BroadcastException', 'Broadcast failed'), 400)
      }
    } else {
      txHash = request.txHash!
      if (!isV1TxHashForChain({ chainId, txHash }))
        return c.json(badRequest(`txHash does not have the format of chain ${chainId}`), 400)
    }
    if (quote.submitting) return c.json(depositRecordFailed, 500)
    quote.submitting = true
    try {
      const row = await deps.store.getOrder(build.engineOrderId)
      if (!row || !isV1Row(row)) return c.json(badRequest('No deposit was built'), 400)
      const found =
        chainId === TRON_CHAIN_ID
          ? tronDepositFound({ deps, row, txHash })
          : chainId === V1_SOLANA_CHAIN_ID
            ? deps.solana !== undefined && solanaDepositFound({ solana: deps.solana, row, txHash })
            : chainId === V1_BITCOIN_CHAIN_ID
              ? deps.bitcoin !== undefined &&
                bitcoinDepositFound({ bitcoin: deps.bitcoin, row, txHash })
              : await evmDepositFound({ deps, quote, row, txHash: txHash as Hex })
      if (!found) return c.json(badRequest('The transaction is not the deposit of this quote'), 400)
      if (deps.controls.takeSubmitRecordFailure()) return c.json(depositRecordFailed, 500)
      const id = walletOrderId()
      await deps.store.updateOrder(row.orderId, {
        v1: { ...row.v1, id, createdAtMs: deps.clock.nowMs(), submittedTxHash: txHash },
      } as Partial<OrderRow>)
      quote.consumed = true
      return c.json({ orderId: id, txHash })
    } finally {
      quote.submitting = false
    }
  })
  return app
}

async function evmDepositFound(parameters: {
  deps: V1TradingDeps
  quote: V1StoredQuote
  row: OrderRow
  txHash: Hex
}) {
  const { deps, quote, row, txHash } = parameters
  const { spoke, client } = deps.spokes.get(quote.src.chainId)!
  const receipt = await client
    .waitForTransactionReceipt({ hash: txHash, timeout: 1_500, pollingInterval: 50 })
    .catch(() => undefined)
  if (receipt?.status !== 'success') return false
  const events = parseEventLogs({
    abi: spokeDepositAbi,
    eventName: 'Deposited',
    logs: receipt.logs.filter(
      (log) => log.address.toLowerCase() === spoke.depositContract.toLowerCase(),
    ),
  })
  return events.some((event) => event.args.orderId.toLowerCase() === row.orderId.toLowerCase())
}

function tronDepositFound(parameters: { deps: V1TradingDeps; row: OrderRow; txHash: string }) {
  const { deps, row, txHash } = parameters
  if (!row.depositAddress) return false
  return deps.tron
    .transfersTo(row.depositAddress)
    .some(
      (transfer) =>
        transfer.txId.replace(/^0x/, '').toLowerCase() === txHash.toLowerCase() &&
        String(transfer.amount) === row.srcAmountSpoke,
    )
}
