import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { forwardRequest, startPostgres, startTestServer } from '@ferry/test-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { origin, useBffHarness } from '../../test/bffHarness.js'
import { childExited, startBffChild } from '../../test/startBffChild.js'
import type { BffConfig } from '../config/config.js'
import { bffConfigForDevnet } from '../devnet/bffConfigForDevnet.js'
import { createJournal, openSqlClient } from '../journal/journal.js'
import { createUpstreamFetch } from '../upstream/upstreamFetch.js'

// `kill -9` of a BFF while the service holds its build: nothing answered, nothing journaled but
// the attempt. The user's retry must not build again, and the restarted BFF must find the order.
const h = useBffHarness()
const { dev, quote, ordersOf, devnet } = h

/** A pass-through proxy to the service that counts the builds it forwards. */
async function startCountingProxy(target: string) {
  const seen = { builds: 0 }
  const proxy = await startTestServer({
    handler: (request, response) => {
      if (request.method === 'POST' && request.url?.startsWith('/v2/build')) seen.builds++
      // The caller may die mid-request: the forwarded request still completes at the service.
      forwardRequest({ request, response, to: new URL(request.url ?? '/', target) })
    },
  })
  return { url: proxy.url, seen, stop: proxy.stop }
}

const buildTimings = { answerDeadlineMs: 10_000, lookupWindowMs: 500, reconcileIntervalMs: 500 }
const startChild = (config: BffConfig) => startBffChild(config, buildTimings)

let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'ferry-crash-'))
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe.each([
  ['PGlite in DATA_DIR', () => ({ dataDir })],
  ['PostgreSQL', () => ({ databaseUrl: postgres!.url })],
])('kill -9 mid-build, journal on %s', (_name, store) => {
  test('the retry is refused while pending, and the restarted BFF adopts the one order', async () => {
    const proxy = await startCountingProxy(devnet.serviceUrl)
    const config = bffConfigForDevnet(devnet, {
      upstreamUrl: proxy.url,
      allowedOrigins: [origin],
      port: 0,
      ...store(),
    })
    const children: ChildProcess[] = []
    try {
      const first = await startChild(config)
      children.push(first.child)
      const depositor = `0x${randomBytes(20).toString('hex')}`
      const q = await quote()
      const body = JSON.stringify({ ...q.build, depositor })
      await dev('faults', { route: 'build', latencyMs: 3_000 })
      const post = (url: string) =>
        fetch(`${url}/api/v2/build`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body,
        })
      const lost = post(first.url).catch(() => undefined)
      await expect.poll(() => proxy.seen.builds, { timeout: 20_000 }).toBe(1)
      first.child.kill('SIGKILL')
      await childExited(first.child)
      await lost
      await expect.poll(async () => (await ordersOf(depositor)).length, { timeout: 20_000 }).toBe(1)
      const [order] = await ordersOf(depositor)

      // Only the attempt was journaled; an identical retry meets it and builds nothing.
      const journal = await createJournal(await openSqlClient(store()))
      const [row] = (await journal.entries()).filter((entry) => entry.depositor === depositor)
      expect(row).toMatchObject({ status: 'pending', orderId: null })
      // A fetch of its own: the harness's kept-alive sockets may have gone stale during the kill.
      const offline = h.makeApp({}, { journal, fetch: createUpstreamFetch() })
      const retry = await h.call(
        '/api/v2/build',
        { json: { ...q.build, depositor }, headers: { origin } },
        offline,
      )
      expect(retry.status).toBe(409)
      expect(retry.body).toMatchObject({
        name: 'BuildOutcomePendingException',
        buildAttemptId: row!.attemptId,
      })
      offline.close()
      await journal.close()

      const second = await startChild(config)
      children.push(second.child)
      await expect
        .poll(
          async () =>
            (await (await fetch(`${second.url}/api/v2/builds/${row!.attemptId}`)).json()).status,
          { timeout: 20_000 },
        )
        .toBe('created_unfundable')
      const attempt = await (await fetch(`${second.url}/api/v2/builds/${row!.attemptId}`)).json()
      expect(attempt).toEqual({ status: 'created_unfundable', orderId: order.orderId })
      // Recovered with the attempt's start as its build time, so its deadline is never late.
      const read = await (await fetch(`${second.url}/api/v2/orders/${order.orderId}`)).json()
      expect(read).toMatchObject({ builtAt: row!.startedAt, deadline: row!.startedAt + 3600 })
      expect(await ordersOf(depositor)).toHaveLength(1)
      expect(proxy.seen.builds).toBe(1)
    } finally {
      for (const child of children) {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        await childExited(child)
      }
      await proxy.stop()
      await h.clearFaults()
    }
  }, 120_000)
})
