import { randomBytes } from 'node:crypto'
import { expect, test } from 'vitest'
import { useBffHarness } from '../../../test/bffHarness.js'

// A cancel is relayed once per signature: no fault makes the BFF send it again.
const h = useBffHarness()
const { call, dev } = h

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`
const signedCancel = () => ({
  payload: { nonce: BigInt(hex(16)).toString(), rootIntentId: hex(32) },
  signature: hex(65),
})
const cancelCalls = () => h.upstreamCalls.filter((path) => path.endsWith('/cancel')).length

test.each([
  ['500', { status: 500, body: { error: 'Internal' } }, 500, 'Internal'],
  ['502', { status: 502, body: { error: 'Cancel rejected' } }, 502, 'Cancel rejected'],
  ['a dropped answer', { drop: true }, 504, 'CancelOutcomeUnknownException'],
  [
    'an answer later than the time limit',
    { latencyMs: 1_500 },
    504,
    'CancelOutcomeUnknownException',
  ],
])(
  '%s: relayed once, answered, and the same signed cancel is never sent again',
  async (_case, fault, status, said) => {
    const bff = h.makeApp({}, { upstreamTimeoutMs: 1_000 })
    const path = `/api/v2/orders/${hex(32)}/cancel`
    const body = signedCancel()
    await dev('faults', { route: 'cancel', ...fault })
    const before = cancelCalls()
    const first = await call(path, { json: body }, bff)
    expect(first.status).toBe(status)
    expect(JSON.stringify(first.body)).toContain(said)
    const again = await call(path, { json: body }, bff)
    expect(again.status).toBe(409)
    expect(again.body.name).toBe('CancelAlreadyRelayedException')
    expect(cancelCalls() - before).toBe(1)
    // A new attempt with a fresh nonce is relayed (the service says the order is unknown).
    const fresh = await call(path, { json: signedCancel() }, bff)
    expect(fresh.status).toBe(404)
    expect(cancelCalls() - before).toBe(2)
    bff.close()
  },
)
