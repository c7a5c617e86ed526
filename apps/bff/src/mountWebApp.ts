import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'

export type MountWebAppOptions = {
  /** Origins allowed to frame `/embed` (besides this one); every other page refuses framing. */
  frameAncestors?: string[]
  /** Data inlined into `/` and `/embed` as `<script id="ferry-bootstrap" type="application/json">`. */
  bootstrap?: () => Promise<unknown>
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

type Asset = { body: Buffer; gzip: Buffer | undefined; type: string }

/** Every file of the assets folder, with a gzip copy for text. */
function loadAssets(folder: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  if (!existsSync(folder)) return assets
  for (const file of readdirSync(folder)) {
    const body = readFileSync(join(folder, file))
    const type = contentTypes[extname(file)] ?? 'application/octet-stream'
    const text = /^(text|application\/json|image\/svg)/.test(type)
    assets.set(file, { body, gzip: text ? gzipSync(body, { level: 9 }) : undefined, type })
  }
  return assets
}

/** JSON that can sit inside a script element: no `</script>` or `<!--` can close it early. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Serves the built web app from `dist`: hashed assets cached for a year, HTML never cached, and
 * its three pages: `/` the swap page, `/embed` the page inside the iframe, `/demo` a sample host.
 */
export function mountWebApp(app: Hono, dist: string, options: MountWebAppOptions = {}) {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`no built web app in ${dist} (run pnpm build)`)
  const root = relative(process.cwd(), dist) || '.'
  // Hashed assets never change while the process runs: read and gzip them once, serve from
  // memory (the page's first load is a dozen of them at once).
  const assets = loadAssets(join(dist, 'assets'))
  app.get('/assets/:file', (c) => {
    const asset = assets.get(c.req.param('file'))
    if (!asset) return c.text('404 Not Found', 404)
    c.header('Content-Type', asset.type)
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    c.header('Vary', 'Accept-Encoding')
    if (asset.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      c.header('Content-Encoding', 'gzip')
      return c.body(new Uint8Array(asset.gzip))
    }
    return c.body(new Uint8Array(asset.body))
  })
  const html = (name: string) =>
    readFileSync(join(dist, existsSync(join(dist, name)) ? name : 'index.html'), 'utf8')
  const ancestors = ["'self'", ...(options.frameAncestors ?? [])].join(' ')
  const page = (file: string, framing: 'embed' | 'deny', bootstrap = false) => {
    const body = html(file)
    return async (c: Context) => {
      c.header('Cache-Control', 'no-cache')
      // Only the embed page may be framed, and only by the allowed origins (clickjacking).
      if (framing === 'embed') c.header('Content-Security-Policy', `frame-ancestors ${ancestors}`)
      else {
        c.header('Content-Security-Policy', "frame-ancestors 'none'")
        c.header('X-Frame-Options', 'DENY')
      }
      if (!bootstrap || !options.bootstrap) return c.html(body)
      const data = await options.bootstrap()
      return c.html(
        body.replace(
          '</head>',
          `<script id="ferry-bootstrap" type="application/json">${inlineJson(data)}</script></head>`,
        ),
      )
    }
  }
  app.get('/', page('index.html', 'deny', true))
  app.get('/embed', page('embed.html', 'embed', true))
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
