import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDevControl } from './createDevControl.js'
import { freePort } from './freePort.js'

// A stand-in of the devnet's /dev routes that records what it was asked and refuses bad clocks.
const calls: string[] = []
let clock = 1_000
let server: Server
let serviceUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      calls.push(`${request.method} ${request.url} ${body}`)
      const json = body ? JSON.parse(body) : undefined
      response.setHeader('content-type', 'application/json')
      if (request.url === '/dev/clock') {
        if (!Number.isInteger(json.advanceSeconds)) {
          response.statusCode = 400
          return response.end('{"error":"Invalid request"}')
        }
        clock += json.advanceSeconds
        return response.end(JSON.stringify({ now: clock }))
      }
      if (request.url?.startsWith('/dev/tron/balance/'))
        return response.end('{"balance":"123000000","activated":true}')
      response.end('{"ok":true}')
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  serviceUrl = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('the named controls post JSON to the devnet and read its answers', async () => {
  calls.length = 0
  const dev = createDevControl({ serviceUrl })
  await dev.setMaintenance(true)
  await dev.addFault({ route: 'quote', kind: 'status', status: 500 })
  await dev.clearFaults()
  await dev.setScenario({ depositor: '0xabc', scenario: 'partial', fillRatioBps: 5000 })
  expect(await dev.advanceClock(60)).toBe(1_060)
  expect(await dev.tronBalance('TXYZ')).toBe(123_000_000n)
  expect(calls).toMatchInlineSnapshot(`
    [
      "POST /dev/maintenance {"on":true}",
      "POST /dev/faults {"route":"quote","kind":"status","status":500}",
      "DELETE /dev/faults ",
      "POST /dev/scenario {"depositor":"0xabc","scenario":"partial","fillRatioBps":5000}",
      "POST /dev/clock {"advanceSeconds":60}",
      "GET /dev/tron/balance/TXYZ ",
    ]
  `)
})

test('a control the devnet refuses fails the test with the devnet answer', async () => {
  const dev = createDevControl({ serviceUrl })
  await expect(dev.advanceClock(1.5)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[Error: devnet refused the clock: 400 {"error":"Invalid request"}]`,
  )
})

test('withClockAdvanced moves the clock back even when the step throws', async () => {
  const dev = createDevControl({ serviceUrl })
  const before = clock
  await expect(
    dev.withClockAdvanced(3_600, async () => {
      expect(clock).toBe(before + 3_600)
      throw new Error('step failed')
    }),
  ).rejects.toThrow('step failed')
  expect(clock).toBe(before)
})

test('freePort gives a port a server can listen on at once', async () => {
  const port = await freePort()
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', resolve)
  })
  expect((probe.address() as { port: number }).port).toBe(port)
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
