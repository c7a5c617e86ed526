import { readJsonBody, toValidationErrorBody } from '@ferry/order-api'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { bffErrorBodies } from '../http/errorResponse.js'

const transferSchema = z.object({
  from: z.string().check(z.minLength(1)),
  to: z.string().check(z.minLength(1)),
  amount: z.string().check(z.regex(/^[1-9]\d*$/)),
})

/**
 * Devnet only: `POST /api/devnet/tron/transfer` relays a transfer on the devnet's simulated
 * TRON ledger (the page's "send from my TRON account" button). Mounted by the devnet start-up.
 */
export function tronTransferRoute(parameters: { devnetControlUrl: string }) {
  return new Hono().post('/api/devnet/tron/transfer', async (c) => {
    const json = await readJsonBody(c)
    if (!json.ok) return c.json(bffErrorBodies.malformedJson, 400)
    const parsed = transferSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const response = await fetch(`${parameters.devnetControlUrl}/tron/transfer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    })
    return c.json(await response.json(), response.status as 200)
  })
}
