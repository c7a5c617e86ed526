import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, onTestFinished, test } from 'vitest'
import { mountWebApp } from './mountWebApp.js'

const script = 'console.log("a line of the app that compresses well");\n'.repeat(40)

test('the built page is served with its routes and cache headers', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ferry</title>')
    writeFileSync(join(dist, 'assets', 'app-B1c2D3e4.js'), script)
    writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>Ferry embed</title>')
    const app = new Hono()
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>Ferry</title></head>')
    mountWebApp(app, dist, {
      frameAncestors: ['https://dex.example'],
      bootstrap: async () => ({ config: { name: '</script><script>alert(1)</script>' } }),
    })
    const page = await app.request('/embed')
    expect(await page.text()).toContain('<title>Ferry embed</title>')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    // The embed page may be framed by the allowed origins only; the others by nobody (the whole
    // policy, spelling by spelling, is in mountWebApp.urls.test.ts).
    expect(page.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors 'self' https:\/\/dex\.example$/,
    )
    expect(page.headers.get('x-frame-options')).toBeNull()
    const home = await app.request('/')
    const html = await home.text()
    expect(html).toContain('<title>Ferry</title>')
    // The widget's first answers are inlined, escaped so no string can close the script.
    const inlined = /<script id="ferry-bootstrap" type="application\/json">(.*?)<\/script>/.exec(
      html,
    )
    expect(JSON.parse(inlined![1]!)).toEqual({
      config: { name: '</script><script>alert(1)</script>' },
    })
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(home.headers.get('x-frame-options')).toBe('DENY')
    // No demo.html in this build: the route falls back to the swap page.
    expect(await (await app.request('/demo')).text()).toContain('<title>Ferry</title>')
    const asset = await app.request('/assets/app-B1c2D3e4.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await asset.text()).toBe(script)
    expect((await app.request('/assets/missing.js')).status).toBe(404)
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

/** The web app of a build made of `files` (paths under dist), removed when the test ends. */
function appOfBuild(files: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  onTestFinished(() => rmSync(dist, { recursive: true, force: true }))
  for (const [path, text] of Object.entries({ 'index.html': '<title>Ferry</title>', ...files })) {
    mkdirSync(dirname(join(dist, path)), { recursive: true })
    writeFileSync(join(dist, path), text)
  }
  const app = new Hono()
  mountWebApp(app, dist)
  return app
}

/** The body as the client reads it, after undoing the Content-Encoding it was sent with. */
function decoded(response: Response, bytes: Buffer) {
  const coding = response.headers.get('content-encoding')
  if (coding === 'br') return brotliDecompressSync(bytes)
  if (coding === 'gzip') return gunzipSync(bytes)
  expect(coding).toBeNull()
  return bytes
}

test('an asset is sent as brotli, gzip or plain as Accept-Encoding weighs them, with Vary and the sent length, to GET and HEAD alike', async () => {
  const app = appOfBuild({ 'assets/app-B1c2D3e4.js': script, 'assets/icons.svg': script })
  const cases: [string | undefined, string | null][] = [
    [undefined, null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    // Hostile: weights out of range or garbage, a 50 000-character token, thousands of entries
    // (only the first few are read: the br at the end is not).
    [`br;q=${'9'.repeat(10_000)}, gzip;q=0.${'x'.repeat(1_000)}`, null],
    [`gzip;q=0.5, ${'a'.repeat(50_000)};q=1`, 'gzip'],
    [`${'br;q=nan,'.repeat(5_000)} br`, null],
  ]
  for (const [acceptEncoding, coding] of cases) {
    const headers: Record<string, string> = acceptEncoding
      ? { 'accept-encoding': acceptEncoding }
      : {}
    const label = acceptEncoding?.slice(0, 40) ?? 'no Accept-Encoding'
    const get = await app.request('/assets/app-B1c2D3e4.js', { headers })
    const bytes = Buffer.from(await get.arrayBuffer())
    expect(get.status, label).toBe(200)
    expect(get.headers.get('content-encoding'), label).toBe(coding)
    expect(get.headers.get('vary'), label).toBe('Accept-Encoding')
    expect(get.headers.get('content-length'), label).toBe(String(bytes.length))
    expect(decoded(get, bytes).toString(), label).toBe(script)
    if (coding) expect(bytes.length, label).toBeLessThan(script.length)
    const head = await app.request('/assets/app-B1c2D3e4.js', { method: 'HEAD', headers })
    expect(head.status, label).toBe(200)
    expect(Object.fromEntries(head.headers), label).toEqual(Object.fromEntries(get.headers))
    expect((await head.arrayBuffer()).byteLength, label).toBe(0)
  }
  // Compressed too, but its name carries no hash: never immutable.
  const unhashed = await app.request('/assets/icons.svg', {
    headers: { 'accept-encoding': 'br' },
  })
  expect(unhashed.headers.get('cache-control')).toBe('no-cache')
  expect(unhashed.headers.get('content-encoding')).toBe('br')
  expect(unhashed.headers.get('vary')).toBe('Accept-Encoding')
})

test('the plain <script> build, sent as brotli or gzip, decodes to the bytes its SRI hash names', async () => {
  const app = appOfBuild({ 'embed/ferry-embed-1.2.3.js': script })
  const integrity = `sha384-${createHash('sha384').update(script).digest('base64')}`
  for (const coding of ['br', 'gzip']) {
    const response = await app.request('/embed/ferry-embed-1.2.3.js', {
      headers: { 'accept-encoding': coding, origin: 'https://shop.example' },
    })
    expect(response.headers.get('content-encoding')).toBe(coding)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = decoded(response, Buffer.from(await response.arrayBuffer()))
    expect(`sha384-${createHash('sha384').update(body).digest('base64')}`).toBe(integrity)
  }
})

test('the plain <script> build is served at its versioned URL for any origin, immutable', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    mkdirSync(join(dist, 'embed'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ferry</title>')
    writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>Ferry embed</title>')
    writeFileSync(join(dist, 'embed', 'ferry-embed-1.2.3.js'), '(()=>{})()')
    writeFileSync(join(dist, 'embed', 'notes.txt'), 'private')
    const app = new Hono()
    mountWebApp(app, dist)
    const script = await app.request('/embed/ferry-embed-1.2.3.js', {
      headers: { origin: 'https://shop.example' },
    })
    expect(script.status).toBe(200)
    expect(await script.text()).toBe('(()=>{})()')
    expect(Object.fromEntries(script.headers)).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    })
    expect((await app.request('/embed/ferry-embed-9.9.9.js')).status).toBe(404)
    expect((await app.request('/embed/notes.txt')).status).toBe(404)
    expect((await app.request('/embed/..%2Fembed.html')).status).toBe(404)
    expect(await (await app.request('/embed')).text()).toContain('Ferry embed')
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})

test('/embed named by a host origin not in ALLOWED_ORIGINS is reported, and still not frameable by it', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ferry</title>')
    writeFileSync(join(dist, 'embed.html'), '<!doctype html><title>Ferry embed</title>')
    const refused: string[] = []
    const app = new Hono()
    mountWebApp(app, dist, {
      frameAncestors: ['https://dex.example'],
      onRefusedOrigin: (origin) => refused.push(origin),
    })
    const embed = (parentOrigin: string) =>
      app.request(`http://swap.example/embed?parentOrigin=${encodeURIComponent(parentOrigin)}`, {
        headers: { host: 'swap.example' },
      })
    const page = await embed('http://localhost:5173')
    expect(page.headers.get('content-security-policy')).toMatch(
      /; frame-ancestors 'self' https:\/\/dex\.example$/,
    )
    expect(refused).toEqual(['http://localhost:5173'])
    // Allowed hosts, this site and what is not an origin at all are not reported.
    for (const other of [
      'https://dex.example',
      'http://swap.example',
      'not an origin',
      'https://a.example/<b>',
    ])
      expect(await (await embed(other)).text()).toContain('<title>Ferry embed</title>')
    expect(refused).toEqual(['http://localhost:5173'])
  } finally {
    rmSync(dist, { recursive: true, force: true })
  }
})
