import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'

/**
 * Serves the built hosted page from `dist`: hashed assets cached for a year, HTML never cached,
 * and the page's own routes (`/`, `/embed`, `/demo`) answered with its index.html.
 */
export function mountWebApp(app: Hono, dist: string) {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`no built web app in ${dist} (run pnpm build)`)
  const root = relative(process.cwd(), dist) || '.'
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  const index = readFileSync(join(dist, 'index.html'), 'utf8')
  const page = (c: Context) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(index)
  }
  app.get('/', page)
  app.get('/embed', page)
  app.get('/demo', page)
  app.use(
    '/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600')
      },
    }),
  )
}
