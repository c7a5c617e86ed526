import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sendBuildTransactions } from '@ferry/test-utils'
import { Webhook } from 'standardwebhooks'
import { afterAll, expect, test } from 'vitest'
import { origin, useBffHarness } from '../../test/bffHarness.js'
import { childExited, startBffChild } from '../../test/startBffChild.js'
import { startWebhookReceiver } from '../../test/startWebhookReceiver.js'
import { bffConfigForDevnet } from '../devnet/bffConfigForDevnet.js'
import { openSqlClient } from '../journal/journal.js'
import { createWebhookOutbox } from './webhookOutbox.js'

// `kill -9` of the BFF after an order ended and while its end event is being sent: the
// receiver hangs on that POST, so the kill lands after the outbox row was claimed and before
// any answer. The restarted BFF, on the same PGlite directory, takes the row once the dead
// process's claim has run out and sends it; every event is acknowledged once.
const h = useBffHarness()
const { devnet } = h
const dataDir = mkdtempSync(join(tmpdir(), 'ferry-webhook-crash-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// Waits on state only; these bound a PGlite start and an order's end on a loaded machine.
const patience = { timeout: 60_000, interval: 50 }

test('a BFF killed while its order.delivered is unanswered: the restarted one sends it, each event id acknowledged once', async () => {
  let holding = true
  const receiver = await startWebhookReceiver([], {
    hold: (webhookId) => holding && webhookId.endsWith(':order.delivered'),
  })
  const secret = `whsec_${randomBytes(32).toString('base64')}`
  const config = bffConfigForDevnet(devnet, {
    allowedOrigins: [origin],
    port: 0,
    pollIntervalMs: 100,
    dataDir,
    webhooks: {
      urls: [receiver.url],
      secret,
      backoff: { baseMs: 100, maxMs: 500, maxAttempts: 1_000 },
      // The dead process's claim runs out 3 × 4 s after its send began.
      timeoutMs: 4_000,
    },
  })
  const first = await startBffChild(config)
  let second: Awaited<ReturnType<typeof startBffChild>> | undefined
  try {
    const account = devnet.accounts[3]!
    const chain = devnet.chains[0]!
    const q = await h.quote()
    const built = await fetch(`${first.url}/api/v2/build`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ ...q.build, depositor: account.address }),
    })
    expect(built.status).toBe(200)
    const build = await built.json()
    await sendBuildTransactions({ build, privateKey: account.privateKey, rpcUrl: chain.rpcUrl })
    const created = `v2:${build.orderId.toLowerCase()}:order.created`
    const delivered = `v2:${build.orderId.toLowerCase()}:order.delivered`
    // order.created is acknowledged; the order ended and its order.delivered is on the wire,
    // unanswered: the kill lands between the end and a completed send.
    await expect.poll(() => receiver.acknowledged(), patience).toEqual([created])
    await expect
      .poll(() => receiver.held.map((request) => request.headers['webhook-id']), patience)
      .toContain(delivered)
    first.child.kill('SIGKILL')
    await childExited(first.child)
    holding = false

    second = await startBffChild(config)
    await expect.poll(() => receiver.acknowledged().sort(), patience).toEqual([created, delivered])
    second.child.kill('SIGTERM')
    await childExited(second.child)

    // Both rows are marked sent: no process on this data directory will send them again.
    const sql = await openSqlClient({ dataDir })
    try {
      const outbox = createWebhookOutbox({ sql })
      for (const eventId of [created, delivered])
        expect(await outbox.status(eventId)).toMatchObject([
          { url: receiver.url, deliveredAt: expect.any(Number), failedAt: null },
        ])
    } finally {
      await sql.close()
    }
    expect(receiver.acknowledged().sort()).toEqual([created, delivered])
    // What the receiver acknowledged, and what the dead process had on the wire, verify with
    // the library: the same event id, signed with the operator's secret.
    const verifier = new Webhook(secret)
    for (const request of [...receiver.received, ...receiver.held])
      expect(
        verifier.verify(request.body, request.headers as Record<string, string>),
      ).toMatchObject({ data: { eventId: request.headers['webhook-id'] } })
  } finally {
    first.child.kill('SIGKILL')
    second?.child.kill('SIGKILL')
    await receiver.stop()
  }
}, 240_000)
