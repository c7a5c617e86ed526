/**
 * One page server for bench/pages.ts: the built web app (apps/web/dist) served by mountWebApp
 * with server rendering, beside a `/api/healthz` answered at once. `governed` uses the default
 * page limits and render budget; `ungoverned` turns them out of the way (no cache, no budget),
 * as pages were served before them. Prints its URL, then serves until SIGTERM.
 */
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mountWebApp } from '../src/pages/mountWebApp.js'
import { pageBootstrap } from '../test/pageBootstrap.js'

const mode = process.argv[2]
if (mode !== 'governed' && mode !== 'ungoverned')
  throw new Error('usage: pageServer.ts governed|ungoverned')
const unlimited = 1_000_000_000
const outcomes: Record<string, number> = {}
const app = new Hono()
app.get('/api/healthz', (c) => c.json({ status: 'ok' }))
app.get('/bench/outcomes', (c) => c.json(outcomes))
mountWebApp(app, fileURLToPath(new URL('../../web/dist', import.meta.url)), {
  bootstrap: async () => ({ config: pageBootstrap.config }),
  onRender: (outcome) => {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  },
  ...(mode === 'ungoverned'
    ? {
        renders: {
          cacheTtlMs: 1,
          cacheEntries: 1,
          pagesPerClient: unlimited,
          rendersPerClient: unlimited,
          renders: unlimited,
          concurrentRenders: unlimited,
        },
      }
    : {}),
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(JSON.stringify({ url: `http://127.0.0.1:${info.port}` })),
)
process.once('SIGTERM', () => server.close(() => process.exit(0)))
