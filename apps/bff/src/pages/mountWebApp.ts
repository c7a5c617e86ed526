import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Context, Hono } from 'hono'
import { clientIdentity } from '../http/clientIdentity.js'
import {
  denyFramingByDefault,
  inlineSources,
  type PageKind,
  PagePolicyError,
  pageHeaders,
  toCspOrigins,
} from './pagePolicy.js'
import { pageRenderQuery } from './pageRenderKey.js'
import { createPageRenders, type PageMarkup, type PageRendersParameters } from './pageRenders.js'
import {
  immutable,
  loadStaticAssets,
  type StaticAsset,
  staticAssetResponse,
} from './staticAssets.js'
import { walletFrameSourcesOf, walletSourcesOf } from './walletConnectSources.js'

export type MountWebAppOptions = {
  /** Origins allowed to frame `/embed` (besides this one); every other page refuses framing. */
  frameAncestors?: string[]
  /** Safe{Wallet} origins allowed to frame `/` (a Safe App); none: `/` refuses framing. */
  appFrameAncestors?: string[]
  /**
   * Data inlined into `/` and `/embed` as `<script id="ferry-bootstrap" type="application/json">`:
   * the widget's config, whose chains' RPC URLs are what the pages may fetch from besides their
   * own origin (CSP connect-src).
   */
  bootstrap?: () => Promise<unknown>
  /** Told each host origin `/embed` refuses (refusedOriginWarning names it in the log). */
  onRefusedOrigin?: (origin: string) => void
  /**
   * Told each failure to server-render a page (the page is then served as the client-rendered
   * shell it was before server rendering).
   */
  onRenderError?: (error: unknown, path: string) => void
  /** The web app's server entry module; default `dist/server/entry-server.js`, when built. */
  serverEntry?: string
  /** Who asks for a page, for the per-client limits (default: the socket's peer). */
  clientOf?: (c: Context) => string
  /** Page limits, render budget and render cache (see pageRenders.ts for the defaults). */
  renders?: PageRendersParameters
  /** Told how each page's markup came (cached, rendered, joined, or the shell and why). */
  onRender?: (outcome: PageMarkup['outcome'] | `shell:${string}`) => void
}

/** The web app's server entry (`apps/web/src/entry-server.tsx`, built into `dist/server/`). */
type ServerEntry = {
  renderPage: (parameters: {
    page: 'app' | 'embed'
    url: string
    bootstrap: unknown
  }) => Promise<string>
  /** The page's `<html lang dir>` for its URL; absent from entries built before it. */
  pageLanguage?: (parameters: { page: 'app' | 'embed'; url: string }) => {
    lang: string
    dir: string
  }
}

/**
 * The server entry of the web app in `dist`, imported on first use; undefined when the build has
 * none (a web app built before server rendering): the pages are then served as built.
 */
function serverEntryOf(file: string): () => Promise<ServerEntry | undefined> {
  if (!existsSync(file)) return async () => undefined
  let entry: Promise<ServerEntry> | undefined
  return () => {
    entry ??= import(pathToFileURL(file).href) as Promise<ServerEntry>
    return entry
  }
}

/** The root element the pages are built with, which the server-rendered markup goes into. */
const emptyRoot = '<div id="root"></div>'

/** Queries longer than this are not server-rendered: no preset or appearance value needs it. */
const maximumRenderedQuery = 2048

/** The config in the bootstrap data (`{ config: { chains, publicOrder, wallets } }`). */
const configOf = (data: unknown) =>
  (
    data as {
      config?: { chains?: unknown; publicOrder?: { baseUrl?: unknown }; wallets?: unknown }
    }
  )?.config

/**
 * What the pages fetch besides their own origin, from the config in the bootstrap data
 * (`{ config: { chains, publicOrder } }`): the chains' RPC URLs, and the service's public order
 * read the widget polls while the BFF cannot be reached, and WalletConnect's relay when the
 * operator turned it on.
 */
function rpcUrlsOf(data: unknown): string[] {
  const config = configOf(data)
  const chains = Array.isArray(config?.chains) ? config.chains : []
  const publicOrder = config?.publicOrder?.baseUrl
  return [
    // A path is the BFF's own RPC proxy (`/api/rpc/{chainId}`): 'self' already lets it through.
    ...chains.flatMap((chain) =>
      typeof chain?.rpcUrl === 'string' && !chain.rpcUrl.startsWith('/') ? [chain.rpcUrl] : [],
    ),
    ...(typeof publicOrder === 'string' ? [publicOrder] : []),
    ...walletSourcesOf(config),
  ]
}

/**
 * The host origin the loader named (`parentOrigin`) when it may not frame `/embed`: neither in
 * ALLOWED_ORIGINS nor this site. Anything that is not an origin is left to the page, which
 * says so itself.
 */
function refusedParent(c: Context, frameAncestors: string[]): string | undefined {
  const parent = c.req.query('parentOrigin')
  if (!parent) return undefined
  let origin: string
  try {
    origin = new URL(parent).origin
  } catch {
    return undefined
  }
  if (origin !== parent || frameAncestors.includes(origin)) return undefined
  if (new URL(origin).host === c.req.header('host')?.toLowerCase()) return undefined
  return origin
}

/** JSON that can sit inside a script element: no `</script>` or `<!--` can close it early. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page with its own stylesheets (`/assets/*.css` of this build) inlined into `<style>`
 * elements: the server-rendered form is styled by the first response alone, with no request
 * queued behind the page's module preloads. Their hashes join the page's CSP like any inline style.
 */
function inlineStylesheets(html: string, assets: Map<string, StaticAsset>): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/g,
    (link, file: string) => {
      const css = assets.get(file)?.body.toString('utf8')
      return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`
    },
  )
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The pages and the file each is built from; no other URL serves them. */
const pages: { path: string; file: string; page: PageKind; bootstrap: boolean }[] = [
  { path: '/', file: 'index.html', page: 'app', bootstrap: true },
  { path: '/embed', file: 'embed.html', page: 'embed', bootstrap: true },
  { path: '/demo', file: 'demo.html', page: 'demo', bootstrap: false },
]

/**
 * Serves the built web app from `dist`: assets compressed once (brotli and gzip) and, when their
 * name is hashed, cached for a year as immutable; and its three pages, never cached, each at
 * exactly one URL with its own Content-Security-Policy and framing policy.
 * The `.html` files themselves are not served: a second URL for a page would be one without its
 * policy. Everything else answered here (404s included) may not be framed at all.
 */
export function mountWebApp(app: Hono, dist: string, options: MountWebAppOptions = {}) {
  if (!existsSync(join(dist, 'index.html')))
    throw new PagePolicyError(`no built web app in ${dist} (run pnpm build)`)
  const frameAncestors = toCspOrigins({
    values: options.frameAncestors ?? [],
    what: 'frame ancestor',
    schemes: ['https:', 'http:'],
  })
  const appFrameAncestors = toCspOrigins({
    values: options.appFrameAncestors ?? [],
    what: 'Safe app origin',
    schemes: ['https:', 'http:'],
  })
  // The RPC URLs are those of the config the page is given, read once (the config is fixed).
  let connectSources: Promise<string[]> | undefined
  const loadConnectSources = () => {
    connectSources ??= (async () => {
      return toCspOrigins({
        values: rpcUrlsOf(await options.bootstrap?.()),
        what: 'chain RPC URL',
        schemes: ['https:', 'http:', 'wss:', 'ws:'],
        reduce: true,
      })
    })().catch((error) => {
      connectSources = undefined
      throw error
    })
    return connectSources
  }
  const serverEntry = serverEntryOf(options.serverEntry ?? join(dist, 'server', 'entry-server.js'))
  // Loaded now rather than by the first visitor (it is a large module); a failure is the first
  // request's to report, as every render failure is.
  serverEntry().catch(() => {})
  const renders = createPageRenders(options.renders)
  const clientOf = options.clientOf ?? ((c: Context) => clientIdentity(c, { trustedHops: 0 }))
  /**
   * The page's `#root` with the form rendered in it, marked with the origin it was rendered for
   * (the client hydrates only when it is its own: behind a proxy that rewrites the origin, it
   * renders afresh). The render is shared and kept by its normalized inputs (pageRenders.ts);
   * over budget, or on any failure (logged), the page keeps the client-rendered shell. The
   * `X-Ferry-Render` header says which.
   */
  const renderRoot = async (c: Context, page: 'app' | 'embed', data: unknown) => {
    const shell = (reason: string) => {
      c.header('X-Ferry-Render', `shell; reason=${reason}`)
      options.onRender?.(`shell:${reason}`)
      return emptyRoot
    }
    try {
      const url = new URL(c.req.url)
      if (url.search.length > maximumRenderedQuery) return shell('query')
      const entry = await serverEntry()
      if (!entry) return shell('no-server-entry')
      const query = pageRenderQuery(url.searchParams)
      const rendered = new URL(`${url.origin}${url.pathname}${query ? `?${query}` : ''}`)
      const result = await renders.markup({
        key: `${page} ${rendered.href}`,
        client: clientOf(c),
        render: () => entry.renderPage({ page, url: rendered.href, bootstrap: data }),
      })
      if (result.outcome === 'shell') return shell(result.reason)
      c.header('X-Ferry-Render', result.outcome)
      options.onRender?.(result.outcome)
      return `<div id="root" data-origin="${escapeAttribute(url.origin)}">${result.markup}</div>`
    } catch (error) {
      options.onRenderError?.(error, c.req.path)
      return shell('failed')
    }
  }
  /**
   * The page's `<html>` start tag with the lang and dir of the locale it shows, by the web app's
   * own rule (its server entry's `pageLanguage`, the widget's resolution): an Arabic page's own
   * header reads and mirrors as its widget does from the first paint, server-rendered or not.
   * Without that rule (no server entry, an older one, a failure) the built tag stays.
   */
  const htmlStartTag = async (c: Context, page: 'app' | 'embed') => {
    try {
      const language = (await serverEntry())?.pageLanguage?.({ page, url: c.req.url })
      if (language)
        return `<html lang="${escapeAttribute(language.lang)}" dir="${escapeAttribute(language.dir)}"`
    } catch {
      // The render of the same page reports a failing entry (onRenderError).
    }
    return undefined
  }
  app.use('*', denyFramingByDefault())
  // Built assets never change while the process runs: read and compress them once, serve from
  // memory (the page's first load is a dozen of them at once).
  const assets = loadStaticAssets({ folder: join(dist, 'assets') })
  app.get('/assets/:file', (c) => {
    const asset = assets.get(c.req.param('file'))
    if (!asset) return c.text('404 Not Found', 404)
    return staticAssetResponse({ c, asset })
  })
  // The loader's plain <script> build (dist/embed/ferry-embed-<version>.js, copied there by the
  // web build): included by other sites' pages with SRI, so CORS and CORP allow any origin, and
  // its versioned name never serves other bytes. SRI hashes the decoded bytes: compressing it
  // changes nothing for the check.
  const scripts = loadStaticAssets({ folder: join(dist, 'embed'), cacheControl: immutable })
  app.get('/embed/:file{ferry-embed-[0-9A-Za-z.-]+\\.js}', (c) => {
    const script = scripts.get(c.req.param('file'))
    if (!script) return c.text('404 Not Found', 404)
    c.header('Access-Control-Allow-Origin', '*')
    c.header('Cross-Origin-Resource-Policy', 'cross-origin')
    c.header('X-Content-Type-Options', 'nosniff')
    return staticAssetResponse({ c, asset: script })
  })
  for (const { path, file, page, bootstrap } of pages) {
    const body = inlineStylesheets(
      readFileSync(join(dist, existsSync(join(dist, file)) ? file : 'index.html'), 'utf8'),
      assets,
    )
    const inline = inlineSources(body)
    app.get(path, async (c: Context) => {
      const admitted = await renders.admitPage(clientOf(c))
      if (!admitted.ok) {
        c.header('Retry-After', String(admitted.retryAfterSeconds))
        c.header('Cache-Control', 'no-store')
        return c.text('Too many page requests from this address; retry shortly', 429)
      }
      // The browser refuses the frame (frame-ancestors) and the integrator sees a blank: the log
      // says why. The page stays unframeable for that origin: no refusal page is shown to it.
      const refused = page === 'embed' ? refusedParent(c, frameAncestors) : undefined
      if (refused) options.onRefusedOrigin?.(refused)
      const headers = pageHeaders({
        page,
        frameAncestors,
        appFrameAncestors,
        connectSources: await loadConnectSources(),
        frameSources: walletFrameSourcesOf(configOf(await options.bootstrap?.())),
        inline,
      })
      c.header('Cache-Control', 'no-cache')
      for (const [name, value] of Object.entries(headers)) c.header(name, value)
      if (!bootstrap || page === 'demo') return c.html(body)
      const data = await options.bootstrap?.()
      const root = await renderRoot(c, page, data)
      const withData =
        data === undefined
          ? body
          : // A function, so `$&` or `$'` in the data is not read as a replacement pattern.
            body.replace(
              '</head>',
              () =>
                `<script id="ferry-bootstrap" type="application/json">${inlineJson(data)}</script></head>`,
            )
      const startTag = await htmlStartTag(c, page)
      const withLanguage = startTag
        ? withData.replace(/<html(?: lang="[^"]*")?/, () => startTag)
        : withData
      return c.html(withLanguage.replace(emptyRoot, () => root))
    })
  }
}
