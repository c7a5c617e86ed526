import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { mountWebApp } from './mountWebApp.js'

test('the built page is served with its routes and cache headers', async () => {
  const dist = mkdtempSync(join(tmpdir(), 'ferry-web-'))
  try {
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ferry</title>')
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
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
    const asset = await app.request('/assets/app-1234.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(await asset.text()).toBe('console.log(1)')
    // Compressed once at start, served gzipped to browsers that accept it.
    const gzipped = await app.request('/assets/app-1234.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('console.log(1)')
    expect((await app.request('/assets/missing.js')).status).toBe(404)
  } finally {
    rmSync(dist, { recursive: true, force: true })
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
