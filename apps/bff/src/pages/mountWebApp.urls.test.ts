import { createHash } from 'node:crypto'
import { once } from 'node:events'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, expect, test } from 'vitest'
import { mountWebApp } from './mountWebApp.js'
import { denyAllHeaders } from './pagePolicy.js'

const builtDist = fileURLToPath(new URL('../../../web/dist', import.meta.url))
const embedManifest = fileURLToPath(
  new URL('../../../../packages/embed/dist/script/manifest.json', import.meta.url),
)
const pages = [
  { path: '/', file: 'index.html', framedBy: 'none' },
  { path: '/embed', file: 'embed.html', framedBy: 'allowed' },
  { path: '/demo', file: 'demo.html', framedBy: 'none' },
] as const
const allowed = 'https://dex.example'

type RawResponse = { status: number; headers: Record<string, string | undefined>; body: string }

/** A request with the path exactly as written: no client normalizes `//`, `%2e` or `..`. */
function rawRequest(port: number, path: string, method = 'GET') {
  return new Promise<RawResponse>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers as Record<string, string | undefined>,
          body,
        }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

const stops: (() => void)[] = []
afterAll(() => {
  for (const stop of stops) stop()
})

/** The web app of `dist` behind a real HTTP server, as the BFF mounts it. */
async function serveWebApp(dist: string) {
  const app = new Hono()
  app.notFound((c) => c.text('404 Not Found', 404))
  mountWebApp(app, dist, {
    frameAncestors: [allowed],
    bootstrap: async () => ({
      config: { chains: [{ rpcUrl: 'http://127.0.0.1:8545/rpc' }, { rpcUrl: null }] },
    }),
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  stops.push(() => server.close())
  return (server.address() as AddressInfo).port
}

/** Ways to spell a page's URL or its file's: each must 404 or be the canonical page. */
function spellings(path: string, file: string): string[] {
  const name = file.replace(/\.html$/, '')
  const hexFirst = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`
  return [
    `${path}?parentOrigin=${encodeURIComponent(allowed)}`,
    `/${file}`,
    `/${file}?a=1`,
    `/${file.toUpperCase()}`,
    `/${name.toUpperCase()}`,
    `/${name[0]!.toUpperCase()}${name.slice(1)}`,
    `/${name}/`,
    `/${name}//`,
    `//${name}`,
    `//${file}`,
    `/${name}%2ehtml`,
    `/${name}%2Ehtml`,
    `/${hexFirst}`,
    `/${hexFirst}.html`,
    `/./${file}`,
    `/%2e/${file}`,
    `/x/../${file}`,
    `/x/%2e%2e/${file}`,
    `/assets/${file}`,
    `/assets/..%2f${file}`,
    `/assets/%2e%2e/${file}`,
    `/${file}/`,
    `/${file}%00`,
    `/${file}%20`,
    `/${file};a`,
    `/${name};a`,
    `/${name}.htm`,
    `/${name}/index.html`,
    `/${file}.gz`,
  ]
}

/** Checks one page's canonical response and every other spelling of it. */
async function expectOneUrlPerPage(port: number, dist: string) {
  for (const page of pages) {
    const canonical = await rawRequest(port, page.path)
    expect(canonical.status, page.path).toBe(200)
    expect(canonical.headers['content-type']).toMatch(/^text\/html/)
    const csp = canonical.headers['content-security-policy']!
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      'connect-src',
    ])
      expect(csp, page.path).toContain(directive)
    if (page.framedBy === 'allowed') {
      expect(csp).toContain(`frame-ancestors 'self' ${allowed}`)
      expect(canonical.headers['x-frame-options']).toBeUndefined()
    } else {
      expect(csp).toContain("frame-ancestors 'none'")
      expect(canonical.headers['x-frame-options']).toBe('DENY')
    }
    for (const spelling of spellings(page.path, page.file)) {
      for (const method of ['GET', 'HEAD']) {
        const response = await rawRequest(port, spelling, method)
        const label = `${method} ${spelling}`
        if (response.status === 200) {
          // The canonical page, under another spelling: same document, same policy.
          if (method === 'GET') expect(response.body, label).toBe(canonical.body)
          expect(response.headers['content-security-policy'], label).toBe(csp)
          expect(response.headers['x-frame-options'], label).toBe(
            canonical.headers['x-frame-options'],
          )
        } else {
          expect(response.status, label).toBe(404)
          expect(response.headers['content-security-policy'], label).toBe(
            denyAllHeaders['Content-Security-Policy'],
          )
          expect(response.headers['x-frame-options'], label).toBe('DENY')
        }
      }
    }
  }
  // No HTML file of the build is served as a file, by any name.
  const htmlFiles = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(folder, entry.name))
        : entry.name.endsWith('.html')
          ? [relative(dist, join(folder, entry.name)).replaceAll('\\', '/')]
          : [],
    )
  const files = htmlFiles(dist)
  expect(files).toEqual(expect.arrayContaining(['index.html']))
  for (const file of files)
    for (const spelling of [`/${file}`, `//${file}`, `/${file.replace('.', '%2e')}`]) {
      const response = await rawRequest(port, spelling)
      expect(response.status, spelling).toBe(404)
      expect(response.headers['x-frame-options'], spelling).toBe('DENY')
    }
}

test('each page has exactly one URL, and every spelling of it 404s unframeable or is that page', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    mkdirSync(join(dist, 'assets'))
    mkdirSync(join(dist, 'nested'))
    const style = 'body{margin:0}'
    for (const { file } of pages)
      writeFileSync(
        join(dist, file),
        `<!doctype html><head><title>${file}</title><style>${style}</style></head>`,
      )
    writeFileSync(join(dist, 'nested', 'page.html'), '<!doctype html><title>nested</title>')
    writeFileSync(join(dist, 'assets', 'stray.html'), '<!doctype html><title>stray</title>')
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)')
    const port = await serveWebApp(dist)
    await expectOneUrlPerPage(port, dist)
    // The inline style is allowed by its hash, nothing else inline is.
    const home = await rawRequest(port, '/')
    const hash = createHash('sha256').update(style).digest('base64')
    expect(home.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`)
    expect(home.headers['content-security-policy']).toContain("script-src 'self';")
    expect(home.headers['content-security-policy']).toContain(
      "connect-src 'self' http://127.0.0.1:8545;",
    )
    // An asset is still served; a page dropped into the assets folder is not.
    expect((await rawRequest(port, '/assets/app-1.js')).status).toBe(200)
    expect((await rawRequest(port, '/assets/stray.html')).status).toBe(404)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

/** The built app is compressed once for every test that reads it (seconds at quality 11). */
let builtPort: Promise<number> | undefined
const serveBuiltWebApp = () => {
  builtPort ??= serveWebApp(builtDist)
  return builtPort
}

test.runIf(existsSync(join(builtDist, 'embed.html')))(
  'the built web app: each page at one URL with its policy, no .html file served',
  async () => {
    const port = await serveBuiltWebApp()
    await expectOneUrlPerPage(port, builtDist)
  },
)

test.runIf(existsSync(join(builtDist, 'embed.html')))(
  "the built pages: every stylesheet (the widget's and the page's own) inlined and allowed by its hash, styling every page: class of the document",
  async () => {
    const port = await serveBuiltWebApp()
    for (const page of pages) {
      const { body, headers } = await rawRequest(port, page.path)
      expect(body, page.path).not.toContain('<link rel="stylesheet"')
      const styles = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css)
      const csp = headers['content-security-policy']!
      for (const css of styles)
        expect(csp, page.path).toContain(
          `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
        )
      expect(csp, page.path).not.toContain('unsafe-inline')
      // The classes the built HTML itself carries (<html>, <body>): Tailwind compiled them into
      // the page's stylesheet, as `.page\:name`.
      const classes = [...body.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names = '']) =>
        names.split(/\s+/).filter((name) => name.startsWith('page:')),
      )
      expect(classes.length, page.path).toBeGreaterThan(0)
      for (const name of classes)
        expect(styles.join(''), `${page.path} ${name}`).toContain(`.${name.replace(':', '\\:')}{`)
    }
  },
)

/** The bytes as sent, with the headers, for a request that accepts `acceptEncoding`. */
function bytesRequest(parameters: {
  port: number
  path: string
  acceptEncoding: string
  method?: string
}) {
  const { port, path, acceptEncoding, method = 'GET' } = parameters
  return new Promise<{ headers: Record<string, string | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path, method, headers: { 'accept-encoding': acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              headers: response.headers as Record<string, string | undefined>,
              body: Buffer.concat(chunks),
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    },
  )
}

test.runIf(existsSync(join(builtDist, 'embed.html')) && existsSync(embedManifest))(
  'the built <script> loader decodes, from brotli and from gzip, to the bytes its published SRI hash names',
  async () => {
    const { file, integrity } = JSON.parse(readFileSync(embedManifest, 'utf8'))
    const port = await serveBuiltWebApp()
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const path = `/embed/${file}`
      const sent = await bytesRequest({ port, path, acceptEncoding: `${coding}, identity;q=0.5` })
      expect(sent.headers['content-encoding']).toBe(coding)
      expect(sent.headers['content-length']).toBe(String(sent.body.length))
      expect(sent.headers.vary).toBe('Accept-Encoding')
      const body = decode(sent.body)
      expect(sent.body.length).toBeLessThan(body.length)
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(integrity)
      const head = await bytesRequest({ port, path, acceptEncoding: coding, method: 'HEAD' })
      expect(head.headers['content-length']).toBe(String(sent.body.length))
      expect(head.body.length).toBe(0)
    }
  },
)

test('a chain RPC URL that would break the policy stops the page, which is never served without it', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
    const app = new Hono()
    app.onError((error, c) => c.text(error.message, 500))
    mountWebApp(app, dist, {
      bootstrap: async () => ({
        config: { chains: [{ rpcUrl: "https://rpc.example;script-src 'unsafe-inline'" }] },
      }),
    })
    const response = await app.request('/')
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('chain RPC URL "https://rpc.example;script-src')
    expect(response.headers.get('content-security-policy')).toBe(
      denyAllHeaders['Content-Security-Policy'],
    )
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
