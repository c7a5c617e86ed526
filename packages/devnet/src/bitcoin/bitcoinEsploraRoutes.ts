import { hex } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { Hono } from 'hono'
import { BITCOIN_NETWORK } from './bitcoinKeys.js'
import type { BitcoinRuntime } from './createBitcoinRuntime.js'
import { esploraAddress, esploraStatus, esploraTransaction } from './esploraShapes.js'

/** Esplora's fee table (target blocks → sat/vB); the devnet mines every transaction anyway. */
const feeEstimates = Object.fromEntries(
  [
    [1, 5],
    [2, 4],
    [3, 3],
    [6, 2],
    [10, 2],
    [25, 1],
    [144, 1],
    [504, 1],
    [1008, 1],
  ].map(([target, rate]) => [String(target), rate]),
)

const isTxid = (value: string) => /^[0-9a-f]{64}$/.test(value)
const isAddress = (value: string) => {
  try {
    Address(BITCOIN_NETWORK).decode(value)
    return true
  } catch {
    return false
  }
}

/**
 * The Esplora REST subset Bitcoin wallets and libraries call, over the devnet's UTXO chain, and
 * `POST /dev/mine` (dev only) to mine blocks on demand. Errors are plain text, as Esplora's.
 */
export function bitcoinEsploraRoutes(runtime: BitcoinRuntime) {
  const app = new Hono()
  app.get('/blocks/tip/height', (c) => c.text(String(runtime.tipHeight)))
  app.get('/blocks/tip/hash', (c) => c.text(runtime.tipHash))
  app.get('/fee-estimates', (c) => c.json(feeEstimates))

  app.post('/tx', async (c) => {
    const result = runtime.accept(await c.req.text())
    if (result.ok) return c.text(result.txid)
    const error = JSON.stringify({
      code: result.code,
      message: `${result.reason}: ${result.message}`,
    })
    return c.text(`sendrawtransaction RPC error: ${error}`, 400)
  })

  /** The transaction named by the path, or the plain-text error Esplora answers. */
  const transactionOf = (txid: string) => {
    if (!isTxid(txid)) return { error: 'Invalid hex string', status: 400 as const }
    const record = runtime.transaction(txid)
    return record ? { record } : { error: 'Transaction not found', status: 404 as const }
  }
  app.get('/tx/:txid', (c) => {
    const found = transactionOf(c.req.param('txid'))
    if (!found.record) return c.text(found.error, found.status)
    return c.json(esploraTransaction(runtime, found.record))
  })
  app.get('/tx/:txid/status', (c) => {
    const found = transactionOf(c.req.param('txid'))
    if (!found.record) return c.text(found.error, found.status)
    return c.json(esploraStatus(found.record))
  })
  app.get('/tx/:txid/hex', (c) => {
    const found = transactionOf(c.req.param('txid'))
    if (!found.record) return c.text(found.error, found.status)
    return c.text(hex.encode(found.record.raw))
  })

  app.get('/address/:address', (c) => {
    const address = c.req.param('address')
    if (!isAddress(address)) return c.text('Invalid Bitcoin address', 400)
    return c.json(esploraAddress(runtime, address))
  })
  app.get('/address/:address/utxo', (c) => {
    const address = c.req.param('address')
    if (!isAddress(address)) return c.text('Invalid Bitcoin address', 400)
    return c.json(
      runtime
        .outputsOf(address)
        .filter((output) => !output.spentBy)
        .map((output) => ({
          txid: output.txid,
          vout: output.vout,
          status: esploraStatus(runtime.transaction(output.txid)!),
          value: Number(output.amount),
        })),
    )
  })

  app.post('/dev/mine', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { blocks?: unknown }
    const blocks = body.blocks ?? 1
    if (!Number.isInteger(blocks) || (blocks as number) < 1 || (blocks as number) > 1000)
      return c.json({ error: 'blocks must be an integer from 1 to 1000' }, 400)
    const block = runtime.mine(blocks as number)
    return c.json({ height: block.height, hash: block.hash })
  })
  return app
}
