import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { staticAssetResponse } from '../pages/staticAssets.js'
import { createLogger } from './logger.js'
import { createMetrics } from './metrics.js'
import { requestLog } from './requestLog.js'

/** A logger whose lines are kept, parsed, in `lines`. */
function keptLogger() {
  const lines: { level: number; path: string }[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: createLogger(sink), lines }
}

test('static assets are logged at debug, everything else at info', async () => {
  const { logger, lines } = keptLogger()
  logger.level = 'debug'
  const asset = {
    body: Buffer.from('x'),
    br: undefined,
    gzip: undefined,
    type: 'text/javascript; charset=utf-8',
    cacheControl: 'no-cache',
  }
  const app = new Hono()
    .use(requestLog({ logger, metrics: createMetrics() }))
    .get('/assets/app.js', (c) => staticAssetResponse({ c, asset }))
    .get('/api/config', (c) => c.json({}))
  await app.request('/assets/app.js')
  await app.request('/api/config')
  expect(lines.map(({ level, path }) => ({ level, path }))).toEqual([
    { level: 20, path: '/assets/app.js' },
    { level: 30, path: '/api/config' },
  ])
})

test('at a level that is off no line is written, and the request id and metric still are', async () => {
  const { logger, lines } = keptLogger()
  logger.level = 'warn'
  const metrics = createMetrics()
  const app = new Hono().use(requestLog({ logger, metrics })).get('/api/config', (c) => c.json({}))
  const response = await app.request('/api/config')
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  expect(lines).toEqual([])
  expect(await metrics.registry.metrics()).toMatch(
    /ferry_bff_request_duration_seconds_count\{route="\/api\/config",method="GET",status="200"\} 1/,
  )
})
