import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { staticAssetResponse } from '../pages/staticAssets.js'
import { createLogger } from './logger.js'
import { createMetrics } from './metrics.js'
import { requestLog } from './requestLog.js'

test('static assets are logged at debug, everything else at info', async () => {
  const lines: { level: number; path: string }[] = []
  const logger = createLogger(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    }),
  )
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
