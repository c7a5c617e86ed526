import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { expect, onTestFinished, test } from 'vitest'
import { pageBootstrap } from '../../test/pageBootstrap.js'
import { mountWebApp } from './mountWebApp.js'

// The web app's server entry from source (the test transforms it as the build would), so these
// tests need no built web app; `pnpm build` puts the same module in dist/server/.
const serverEntry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url))
const indexHtml = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8')

const bootstrap = pageBootstrap

/** A built web app (its real index.html) served with server rendering from `entry`. */
function appWith(parameters: { entry?: string; data?: unknown } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-ssr-'))
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(
    join(dist, 'embed.html'),
    '<!doctype html><html><head><title>Ferry · embedded swap</title></head><body><div id="root"></div></body></html>',
  )
  const errors: { error: unknown; path: string }[] = []
  const app = new Hono()
  mountWebApp(app, dist, {
    frameAncestors: ['https://dex.example'],
    bootstrap: async () => parameters.data ?? bootstrap,
    serverEntry: parameters.entry ?? serverEntry,
    onRenderError: (error, path) => errors.push({ error, path }),
  })
  return { app, errors }
}

/** A server entry module of `source`, in a folder removed after the test. */
function serverEntryOf(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-entry-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  const entry = join(dir, 'entry-server.mjs')
  writeFileSync(entry, `${source}\n`)
  return entry
}

/** The markup inside the page's `#root`. */
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1]

test('/ arrives with the whole swap form rendered: tokens, labels, amount fields and the button', async () => {
  const { app, errors } = appWith()
  const response = await app.request('http://swap.example/?from=1:USDC&to=8453:USDC&amount=12.5')
  expect(response.status).toBe(200)
  const html = await response.text()
  const root = rootOf(html)!
  expect(html).toContain('<div id="root" data-origin="http://swap.example">')
  expect(root).toContain('class="page" data-theme="light"')
  expect(root).toContain('class="ferry"')
  expect(root).not.toContain('aria-busy="true"')
  expect(root).toContain('class="ferry-amount"')
  expect(root).toContain('value="12.5"')
  expect(root.match(/class="ferry-token-symbol"[^>]*>USDC</g)).toHaveLength(2)
  expect(root).toContain('Ethereum')
  expect(root).toContain('aria-label="Amount to pay"')
  expect(root).toContain('aria-label="Amount to receive"')
  // The wallet's button: the server cannot know this browser's wallets.
  expect(root).toMatch(/<button type="button" class="ferry-primary" disabled="">Connect wallet</)
  // The policy and the inlined data are those of the client-rendered page.
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'$/)
  expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline')
  expect(html).toContain('<script id="ferry-bootstrap" type="application/json">')
  expect(errors).toEqual([])
}, 60_000)

test('the form is rendered in the locale and theme the URL asks for', async () => {
  const { app } = appWith()
  const root = rootOf(await (await app.request('/?locale=es&theme=dark')).text())!
  expect(root).toContain('class="page" data-theme="dark"')
  expect(root).toContain('data-theme="dark"')
  expect(root).toContain('lang="es"')
  expect(root).toContain('<legend>Desde</legend>')
  const chinese = rootOf(await (await app.request('/?locale=zh-CN')).text())!
  expect(chinese).toContain('lang="zh-CN"')
  // Right to left from the server's HTML on, before any script mirrors anything.
  const arabic = rootOf(await (await app.request('/?locale=ar')).text())!
  expect(arabic).toContain(
    'class="ferry" data-theme="light" data-layout="compact" lang="ar" dir="rtl"',
  )
  expect(arabic).toContain('<legend>من</legend>')
  expect(arabic).toContain(
    '<span class="ferry-balance-slot"><span class="ferry-placeholder" aria-hidden="true"></span></span>',
  )
  const japanese = rootOf(await (await app.request('/?locale=ja')).text())!
  expect(japanese).toContain('lang="ja" dir="ltr"')
  expect(japanese).toContain('<legend>支払い元</legend>')
}, 60_000)

/** The page's `<html …>` start tag. */
const htmlTagOf = (html: string) => /<html\b[^>]*>/.exec(html)?.[0]

test('/ is served with <html lang dir> of the locale its widget shows, rendered or not', async () => {
  const { app } = appWith()
  const tagOf = async (path: string) => htmlTagOf(await (await app.request(path)).text())
  expect(await tagOf('/?locale=ar')).toBe('<html lang="ar" dir="rtl">')
  expect(await tagOf('/?locale=ar-EG')).toBe('<html lang="ar" dir="rtl">')
  expect(await tagOf('/?locale=ja')).toBe('<html lang="ja" dir="ltr">')
  expect(await tagOf('/?locale=zh-cn')).toBe('<html lang="zh-CN" dir="ltr">')
  // No catalog, no locale, or a value the page refuses: English, as the widget shows.
  expect(await tagOf('/?locale=he')).toBe('<html lang="en" dir="ltr">')
  expect(await tagOf('/')).toBe('<html lang="en" dir="ltr">')
  expect(await tagOf('/?locale=<x>')).toBe('<html lang="en" dir="ltr">')
  // Too long a query is not server-rendered, yet the client renders it in Arabic: so is <html>.
  const shell = await app.request(`/?locale=ar&padding=${'x'.repeat(3000)}`)
  expect(shell.headers.get('x-ferry-render')).toBe('shell; reason=query')
  expect(htmlTagOf(await shell.text())).toBe('<html lang="ar" dir="rtl">')
}, 60_000)

test('/embed is served in English whatever its URL says: the host names the locale by message', async () => {
  const { app } = appWith()
  const parent = encodeURIComponent('https://dex.example')
  const html = await (await app.request(`/embed?parentOrigin=${parent}&locale=ar`)).text()
  expect(htmlTagOf(html)).toBe('<html lang="en" dir="ltr">')
}, 60_000)

test('a server entry without the language rule leaves <html> as built', async () => {
  const entry = serverEntryOf('export async function renderPage() { return "<p>rendered</p>" }')
  const { app, errors } = appWith({ entry })
  const html = await (await app.request('/?locale=ar')).text()
  expect(htmlTagOf(html)).toBe('<html lang="en">')
  expect(rootOf(html)).toBe('<p>rendered</p>')
  expect(errors).toEqual([])
})

test('/embed arrives with the form rendered and keeps its framing policy', async () => {
  const { app } = appWith()
  const response = await app.request(
    `http://swap.example/embed?parentOrigin=${encodeURIComponent('https://dex.example')}&amount=3`,
  )
  const html = await response.text()
  expect(rootOf(`${html.replace('</body>', '<script></script></body>')}`)).toContain(
    'class="ferry-amount"',
  )
  expect(html).toContain('value="3"')
  expect(response.headers.get('x-frame-options')).toBeNull()
  expect(response.headers.get('content-security-policy')).toMatch(
    /frame-ancestors 'self' https:\/\/dex\.example$/,
  )
}, 60_000)

test('hostile query strings are escaped or dropped, never a 500', async () => {
  const { app, errors } = appWith()
  for (const query of [
    '?amount=<script>alert(1)</script>',
    '?amount="><img src=x onerror=alert(1)>',
    `?amount=${'9'.repeat(1500)}`,
    `?amount=1e999999&from=${'1:'.repeat(600)}`,
    '?from=</script><script>alert(1)</script>&to=%00%ff&locale=<x>&theme=<x>',
    `?padding=${'x'.repeat(5000)}`,
    '?amount=%E0%A4%A',
    '?locale=zh-CN-x-aaaaaaaa-bbbbbbbb&theme=dark&layout=wide',
  ]) {
    for (const path of ['/', '/embed']) {
      const response = await app.request(`${path}${query}`)
      expect(response.status, path + query).toBe(200)
      const html = await response.text()
      expect(html.match(/<script\b/g), path + query).toHaveLength(path === '/' ? 2 : 1)
      expect(html, path + query).not.toContain('<img src=x')
      expect(html, path + query).not.toContain('<x>')
    }
  }
  expect(errors).toEqual([])
}, 60_000)

test('a failing server render is logged and the client-rendered shell is served', async () => {
  const entry = serverEntryOf(
    'export async function renderPage() { throw new Error("render broke") }',
  )
  const { app, errors } = appWith({ entry })
  const response = await app.request('/')
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).toContain('<script id="ferry-bootstrap" type="application/json">')
  expect(errors.map(({ error, path }) => [(error as Error).message, path])).toEqual([
    ['render broke', '/'],
  ])
})

test('without a server entry the pages are served as built', async () => {
  const { app } = appWith({ entry: join(tmpdir(), 'no-such-entry.js') })
  const html = await (await app.request('/')).text()
  expect(html).toContain('<div id="root"></div>')
})

test('the page stylesheet is inlined into the head, allowed by its hash, never by unsafe-inline', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-css-'))
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
  mkdirSync(join(dist, 'assets'))
  const css = '.ferry{--ferry-space:12px}'
  writeFileSync(join(dist, 'assets', 'main-AbC12dEf.css'), css)
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/main-AbC12dEf.css"></head><body><div id="root"></div></body></html>',
  )
  const app = new Hono()
  mountWebApp(app, dist)
  const response = await app.request('/')
  const html = await response.text()
  expect(html).toContain(`<style>${css}</style>`)
  expect(html).not.toContain('<link rel="stylesheet"')
  const hash = createHash('sha256').update(css).digest('base64')
  const policy = response.headers.get('content-security-policy')!
  expect(policy).toContain(`style-src 'self' 'sha256-${hash}'`)
  expect(policy).not.toContain('unsafe-inline')
})
