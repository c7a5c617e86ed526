import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { chainlessDeps } from '../../test/inProcessService.js'
import { devRoutes } from '../routes/dev/controls.js'
import type { ServiceDeps } from '../service/serviceDeps.js'
import { createDevControl, type DevControl } from './createDevControl.js'

// The client against the real dev routes, in-process: what it sends is what the routes accept.
let deps: ServiceDeps
let dev: DevControl
const sent: string[] = []
beforeAll(async () => {
  deps = await chainlessDeps()
  const app = new Hono().route('/dev', devRoutes(deps))
  dev = createDevControl({
    serviceUrl: 'http://devnet.test',
    fetch: (url, init) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`)
      return app.request(url, init)
    },
  })
})
afterAll(async () => {
  await deps.store.close()
})

const depositor = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** How far the service's clock is moved from real time, in whole seconds. */
const offsetSeconds = () => Math.round((deps.clock.nowMs() - Date.now()) / 1000)
const tronAddress = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

test('the named controls change the devnet as their names say', async () => {
  await dev.setMaintenance(true)
  expect(deps.maintenance.on).toBe(true)
  await dev.setMaintenance(false)
  expect(deps.maintenance.on).toBe(false)
  await dev.addFault({ route: 'quote', status: 500 })
  await dev.clearFaults()
  expect(deps.faults.take('quote')).toBeUndefined()
  await dev.addFault({ route: 'quote', status: 500 })
  expect(deps.faults.take('quote')).toMatchObject({ status: 500 })
  await dev.setScenario({ depositor, scenario: 'partial', fillRatioBps: 5000 })
  expect(deps.scenarios.get(depositor.toLowerCase())).toEqual({
    kind: 'partial',
    fillRatioBps: 5000,
  })
  const before = deps.clock.now()
  const moved = await dev.advanceClock(60)
  expect(offsetSeconds()).toBe(60)
  // The service's now, read a moment after `before` (a second may have passed under load).
  expect(moved).toBeGreaterThanOrEqual(before + 60)
  expect(moved).toBeLessThanOrEqual(deps.clock.now())
  await dev.advanceClock(-60)
  expect(offsetSeconds()).toBe(0)
  deps.tron.credit(tronAddress, 123_000_000n)
  expect(await dev.tronBalance(tronAddress)).toBe(123_000_000n)
  expect(sent.at(-1)).toBe(`GET /dev/tron/balance/${tronAddress}`)
})

test('a control the devnet refuses fails with the devnet answer', async () => {
  await expect(dev.advanceClock(1.5)).rejects.toThrow(/^devnet refused the clock: 400 /)
  await expect(dev.setScenario({ depositor: '0x1234', scenario: 'none' })).rejects.toThrow(
    /^devnet refused the scenario: 400 .*depositor/,
  )
  await expect(dev.tronBalance('not-tron')).rejects.toThrow(
    'devnet refused the TRON balance: 400 {"error":"not-tron is not a TRON address"}',
  )
})

test('withClockAdvanced moves the clock back even when the step throws', async () => {
  await expect(
    dev.withClockAdvanced(3_600, async () => {
      expect(offsetSeconds()).toBe(3_600)
      throw new Error('step failed')
    }),
  ).rejects.toThrow('step failed')
  expect(offsetSeconds()).toBe(0)
})

test('a TRON transfer moves simulated USDT and answers its transaction id', async () => {
  const to = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'
  deps.tron.credit(tronAddress, 5_000_000n)
  const start = await dev.tronBalance(tronAddress)
  const txId = await dev.tronTransfer({ from: tronAddress, to, amount: 2_000_000n })
  expect(typeof txId).toBe('string')
  expect(await dev.tronBalance(tronAddress)).toBe(start - 2_000_000n)
  expect(await dev.tronBalance(to)).toBe(2_000_000n)
  await expect(
    dev.tronTransfer({ from: to, to: tronAddress, amount: 10_000_000n }),
  ).rejects.toThrow(/^devnet refused the TRON transfer: 400 .*insufficient balance/)
})
