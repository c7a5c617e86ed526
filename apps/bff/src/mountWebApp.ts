import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'

export type MountWebAppOptions = {
  /** Origins allowed to frame `/embed` (besides this one); every other page refuses framing. */
  frameAncestors?: string[]
}

/**
 * Serves the built web app from `dist`: hashed assets cached for a year, HTML never cached, and
 * its three pages: `/` the swap page, `/embed` the page inside the iframe, `/demo` a sample host.
 */
export function mountWebApp(app: Hono, dist: string, options: MountWebAppOptions = {}) {
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
  const html = (name: string) =>
    readFileSync(join(dist, existsSync(join(dist, name)) ? name : 'index.html'), 'utf8')
  const ancestors = ["'self'", ...(options.frameAncestors ?? [])].join(' ')
  const page = (file: string, framing: 'embed' | 'deny') => {
    const body = html(file)
    return (c: Context) => {
      c.header('Cache-Control', 'no-cache')
      // Only the embed page may be framed, and only by the allowed origins (clickjacking).
      if (framing === 'embed') c.header('Content-Security-Policy', `frame-ancestors ${ancestors}`)
      else {
        c.header('Content-Security-Policy', "frame-ancestors 'none'")
        c.header('X-Frame-Options', 'DENY')
      }
      return c.html(body)
    }
  }
  app.get('/', page('index.html', 'deny'))
  app.get('/embed', page('embed.html', 'embed'))
  app.get('/demo', page('demo.html', 'deny'))
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
