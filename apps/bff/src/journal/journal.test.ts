import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { startPostgres } from '@ferry/test-utils'
import { expect, test } from 'vitest'
import { origin, useBffHarness } from '../../test/bffHarness.js'
import { createApp } from '../createApp.js'
import { bffConfigForDevnet } from '../devnet/bffConfigForDevnet.js'
import { createLogger } from '../telemetry/logger.js'
import { createJournal, openSqlClient } from './journal.js'

const h = useBffHarness()
const { call, quote, devnet } = h

test('the journal keeps every build across a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-journal-'))
  try {
    const first = await createJournal(await openSqlClient({ dataDir }))
    await first.begin({
      attemptId: 'a1',
      depositor: devnet.accounts[0]!.address,
      request: { amount: '1' },
      startedAt: 100,
    })
    await first.succeed({
      attemptId: 'a1',
      orderId: `0x${'ab'.repeat(32)}`,
      response: { ok: true },
      builtAt: 101,
      deadline: 3701,
    })
    await first.close()
    const second = await createJournal(await openSqlClient({ dataDir }))
    expect(await second.findByOrderId(`0x${'AB'.repeat(32)}`)).toMatchObject({
      status: 'succeeded',
      deadline: 3701,
      request: { amount: '1' },
    })
    await second.close()
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('with DATABASE_URL, a build through the BFF is journaled in PostgreSQL and read back after a restart', async () => {
  const postgres = await startPostgres()
  try {
    const journalOnPostgres = await createJournal(
      await openSqlClient({ databaseUrl: postgres.url }),
    )
    const app = createApp({
      config: bffConfigForDevnet(devnet, { allowedOrigins: [origin], databaseUrl: postgres.url }),
      journal: journalOnPostgres,
      logger: createLogger(new Writable({ write: (_chunk, _encoding, done) => done() })),
    })
    const q = await quote()
    const response = await call(
      '/api/v2/build',
      { json: { ...q.build, depositor: devnet.accounts[3]!.address } },
      app,
    )
    expect(response.status).toBe(200)
    app.close()
    await journalOnPostgres.close()
    const reopened = await createJournal(await openSqlClient({ databaseUrl: postgres.url }))
    expect(await reopened.findByOrderId(response.body.orderId)).toMatchObject({
      status: 'succeeded',
      builtAt: response.body.builtAt,
      deadline: response.body.deadline,
    })
    await reopened.close()
    // A server that drops the pool's idle connections does not take the BFF down.
    const idleErrors: Error[] = []
    const idle = await openSqlClient({
      databaseUrl: postgres.url,
      onIdleError: (error) => idleErrors.push(error),
    })
    await idle.query('select 1')
    await postgres.stop()
    await expect.poll(() => idleErrors.length).toBeGreaterThan(0)
    await expect(idle.query('select 1')).rejects.toThrow()
    await idle.close()
  } finally {
    await postgres.stop()
  }
}, 60_000)
