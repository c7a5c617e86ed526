import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import {
  denyAllHeaders,
  denyFramingByDefault,
  inlineSources,
  PagePolicyError,
  pageHeaders,
  toCspOrigins,
} from './pagePolicy.js'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('framing origins must be exactly origins: nothing can widen the policy or add a directive', () => {
  const origins = (values: string[]) =>
    toCspOrigins({ values, what: 'frame ancestor', schemes: ['https:', 'http:'] })
  expect(origins(['https://dex.example', 'http://127.0.0.1:8787'])).toEqual([
    'https://dex.example',
    'http://127.0.0.1:8787',
  ])
  for (const hostile of [
    'https://dex.example; script-src *',
    'https://dex.example/;script-src',
    'https://dex.example/',
    'https://*.example',
    '*',
    "'self'",
    "'unsafe-inline'",
    'javascript:alert(1)',
    'data:text/html,hi',
    'https://user:pass@dex.example',
    'null',
    '',
  ])
    expect(() => origins([hostile]), hostile).toThrowError(PagePolicyError)
  expect(() => origins(['https://dex.example/path'])).toThrowError(
    'frame ancestor "https://dex.example/path" is not an origin (https: or http:)',
  )
})

test('RPC URLs become their origins in connect-src; anything else stops the start', () => {
  const sources = (values: string[]) =>
    toCspOrigins({
      values,
      what: 'connect source',
      schemes: ['https:', 'http:', 'wss:', 'ws:'],
      reduce: true,
    })
  expect(
    sources([
      'https://base.example/v3/key?x=1',
      'https://base.example/other',
      'wss://ws.example',
      'http://127.0.0.1:8545',
    ]),
  ).toEqual(['https://base.example', 'wss://ws.example', 'http://127.0.0.1:8545'])
  for (const hostile of [
    "https://rpc.example; script-src 'unsafe-inline'",
    'ftp://rpc.example',
    '*',
  ])
    expect(() => sources([hostile]), hostile).toThrowError(PagePolicyError)
})

test('inline styles and scripts are hashed; JSON data blocks and external scripts are not', () => {
  const style = 'body{margin:0}'
  const script = 'window.x=1'
  const html = `<!doctype html><head><style>${style}</style><STYLE media="x">a{}</STYLE>
    <script type="module" crossorigin src="/assets/main.js"></script>
    <script>${script}</script>
    <script id="ferry-bootstrap" type="application/json">{"a":1}</script></head>`
  expect(inlineSources(html)).toEqual({
    scripts: [sha256(script)],
    styles: [sha256(style), sha256('a{}')],
  })
})

test('each page has its policy: /embed framed by the allowed origins only, the others by nobody', () => {
  const common = {
    frameAncestors: ['https://dex.example'],
    connectSources: ['http://127.0.0.1:8545'],
    inline: { scripts: [], styles: ["'sha256-abc='"] },
  }
  const tail = "worker-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'"
  expect(pageHeaders({ ...common, page: 'embed' })).toEqual({
    'Content-Security-Policy': [
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='",
      "img-src 'self' data:; font-src 'self'; connect-src 'self' http://127.0.0.1:8545",
      `frame-src 'self'; ${tail}; frame-ancestors 'self' https://dex.example`,
    ].join('; '),
  })
  expect(pageHeaders({ ...common, page: 'app' })).toEqual({
    'Content-Security-Policy': [
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='",
      "img-src 'self' data:; font-src 'self'; connect-src 'self' http://127.0.0.1:8545",
      `frame-src 'self'; ${tail}; frame-ancestors 'none'`,
    ].join('; '),
    'X-Frame-Options': 'DENY',
  })
  // The demo host frames /embed (and reads its cancel domain) under the allowed origins.
  expect(pageHeaders({ ...common, page: 'demo' })['Content-Security-Policy']).toContain(
    "connect-src 'self' http://127.0.0.1:8545 https://dex.example; frame-src 'self' https://dex.example;",
  )
})

test('responses no page policy covered, 404s and errors included, may not be framed', async () => {
  const app = new Hono()
  app.use('*', denyFramingByDefault())
  app.get('/page', (c) => {
    c.header('Content-Security-Policy', "frame-ancestors 'self'")
    return c.html('<p>page</p>')
  })
  app.get('/boom', () => {
    throw new Error('boom')
  })
  app.get('/events', (c) => c.body('data: 1\n\n', 200, { 'Content-Type': 'text/event-stream' }))
  app.notFound((c) => c.html('<h1>Not found</h1>', 404))
  app.onError((_error, c) => c.html('<h1>Error</h1>', 500))
  for (const path of ['/missing', '/boom']) {
    const response = await app.request(path)
    expect(response.status).toBeGreaterThanOrEqual(404)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy': denyAllHeaders['Content-Security-Policy'],
      'x-frame-options': 'DENY',
    })
  }
  // A stream is never a document: it is passed on untouched.
  const events = await app.request('/events')
  expect(events.headers.get('content-security-policy')).toBeNull()
  expect(await events.text()).toBe('data: 1\n\n')
  const page = await app.request('/page')
  expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
  expect(page.headers.get('x-frame-options')).toBeNull()
})
