import { isAddress } from '@solana/kit'
import { Hono } from 'hono'
import { html } from 'hono/html'
import type { SolanaRuntime } from './createSolanaRuntime.js'

/**
 * A minimal block explorer of the devnet's Solana (`/explorer/tx/{signature}`,
 * `/explorer/address/{address}`), so the explorer links of Solana transactions resolve locally.
 */
export function solanaExplorerRoutes(runtime: SolanaRuntime) {
  const app = new Hono()
  app.get('/tx/:signature', (c) => {
    const record = runtime.transaction(c.req.param('signature'))
    if (!record) return c.text('Transaction not found on the devnet Solana', 404)
    return c.html(html`<!doctype html><title>Solana transaction</title>
      <h1>Transaction</h1>
      <p><code>${record.signature}</code></p>
      <p>Slot ${String(record.slot)}, ${new Date(record.blockTime * 1000).toISOString()}, finalized, fee ${String(record.fee)} lamports</p>
      <h2>Balances (lamports)</h2>
      <ul>${record.accountKeys.map(
        (key, index) =>
          html`<li><a href="../address/${key}">${key}</a>: ${String(record.preBalances[index])} → ${String(record.postBalances[index])}</li>`,
      )}</ul>
      <h2>Logs</h2>
      <pre>${record.logs.join('\n')}</pre>`)
  })
  app.get('/address/:address', (c) => {
    const address = c.req.param('address')
    if (!isAddress(address)) return c.text('Not a Solana address', 400)
    return c.html(html`<!doctype html><title>Solana account</title>
      <h1>Account</h1>
      <p><code>${address}</code></p>
      <p>${String(runtime.balanceOf(address))} lamports</p>`)
  })
  return app
}
