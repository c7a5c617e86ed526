import { Hono } from 'hono'
import { html } from 'hono/html'
import { bitcoinBalanceOf } from './bitcoinBalanceOf.js'
import type { BitcoinRuntime } from './createBitcoinRuntime.js'
import { esploraTransaction } from './esploraShapes.js'

/**
 * A minimal block explorer of the devnet's Bitcoin (`/explorer/tx/{txid}`,
 * `/explorer/address/{address}`), so the explorer links of Bitcoin transactions resolve locally.
 */
export function bitcoinExplorerRoutes(runtime: BitcoinRuntime) {
  const app = new Hono()
  app.get('/tx/:txid', (c) => {
    const txid = c.req.param('txid').toLowerCase()
    const record = /^[0-9a-f]{64}$/.test(txid) ? runtime.transaction(txid) : undefined
    if (!record) return c.text('Transaction not found on the devnet Bitcoin', 404)
    const shown = esploraTransaction(runtime, record)
    const confirmations = runtime.confirmationsOf(txid) ?? 0
    const output = (entry: {
      scriptpubkey_address?: string
      scriptpubkey_type: string
      value: number
    }) =>
      entry.scriptpubkey_address
        ? html`<li><a href="../address/${entry.scriptpubkey_address}">${entry.scriptpubkey_address}</a>: ${String(entry.value)} sat</li>`
        : html`<li>${entry.scriptpubkey_type}: ${String(entry.value)} sat</li>`
    return c.html(html`<!doctype html><title>Bitcoin transaction</title>
      <h1>Transaction</h1>
      <p><code>${txid}</code></p>
      <p>${record.block ? `Block ${record.block.height}, ${confirmations} confirmations` : 'In the mempool'}, fee ${String(record.fee)} sat, ${String(record.raw.length)} bytes</p>
      <h2>Inputs</h2>
      <ul>${shown.vin.map((input) => (input.prevout ? output(input.prevout) : html`<li>coinbase</li>`))}</ul>
      <h2>Outputs</h2>
      <ul>${shown.vout.map(output)}</ul>`)
  })
  app.get('/address/:address', (c) => {
    const address = c.req.param('address')
    const outputs = runtime.outputsOf(address)
    return c.html(html`<!doctype html><title>Bitcoin address</title>
      <h1>Address</h1>
      <p><code>${address}</code></p>
      <p>${String(bitcoinBalanceOf(runtime, address))} sat in ${String(outputs.filter((o) => !o.spentBy).length)} unspent outputs</p>
      <ul>${outputs.map((o) => html`<li><a href="../tx/${o.txid}">${o.txid}:${String(o.vout)}</a> ${String(o.amount)} sat${o.spentBy ? ' (spent)' : ''}</li>`)}</ul>`)
  })
  return app
}
