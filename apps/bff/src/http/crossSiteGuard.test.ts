import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { crossSiteGuard } from './crossSiteGuard.js'

const reached: string[] = []
const app = new Hono()
  .use('/api/*', crossSiteGuard({ allowedOrigins: ['https://dapp.example'] }))
  .all('/api/*', async (c) => {
    reached.push(`${c.req.method} ${await c.req.text()}`)
    return c.json({ ok: true })
  })

const send = (method: string, headers: Record<string, string>, body?: string) =>
  app.request('http://bff.example/api/v2/build', {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  })

test('a text/plain POST from a foreign page is refused before its body is read', async () => {
  reached.length = 0
  const response = await send(
    'POST',
    { 'content-type': 'text/plain', origin: 'http://evil.example', 'content-length': '14' },
    '{"amount":"1"}',
  )
  expect(response.status).toBe(403)
  expect(response.headers.get('connection')).toBe('close')
  const plain = await send('POST', { 'content-type': 'text/plain' }, '{}')
  expect(plain.status).toBe(415)
  expect(await plain.json()).toMatchObject({ name: 'UnsupportedMediaTypeException' })
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])
    expect((await send('POST', { 'content-type': type }, 'a=1')).status).toBe(415)
  expect(reached).toEqual([])
})

test('JSON from a foreign or opaque origin is refused; from an allowed one it passes', async () => {
  reached.length = 0
  const json = { 'content-type': 'application/json' }
  expect((await send('POST', { ...json, origin: 'http://evil.example' }, '{}')).status).toBe(403)
  expect((await send('POST', { ...json, origin: 'null' }, '{}')).status).toBe(403)
  expect(
    (await send('PUT', { ...json, origin: 'https://dapp.example.evil.example' }, '{}')).status,
  ).toBe(403)
  expect((await send('POST', { ...json, origin: 'https://dapp.example' }, '{}')).status).toBe(200)
  expect(
    (await send('POST', { 'content-type': 'application/json; charset=utf-8' }, '{}')).status,
  ).toBe(200)
  expect(reached).toHaveLength(2)
})

test("the BFF's own page (same host) may post, and a body-less DELETE needs no content type", async () => {
  const own = await send(
    'POST',
    { 'content-type': 'application/json', origin: 'https://bff.example', host: 'bff.example' },
    '{}',
  )
  expect(own.status).toBe(200)
  expect((await send('DELETE', { origin: 'https://dapp.example' })).status).toBe(200)
  expect((await send('DELETE', { origin: 'https://evil.example' })).status).toBe(403)
  expect((await app.request('http://bff.example/api/v2/params')).status).toBe(200)
})

test('each refused origin is handed to onRefusedOrigin, allowed and own ones are not', async () => {
  const refused: string[] = []
  const guarded = new Hono()
    .use(
      '/api/*',
      crossSiteGuard({
        allowedOrigins: ['https://dapp.example'],
        onRefusedOrigin: (origin) => refused.push(origin),
      }),
    )
    .post('/api/*', (c) => c.json({ ok: true }))
  const post = (origin: string) =>
    guarded.request('http://bff.example/api/v2/build', {
      method: 'POST',
      headers: { origin, host: 'bff.example', 'content-type': 'application/json' },
      body: '{}',
    })
  expect((await post('http://localhost:5173')).status).toBe(403)
  expect((await post('https://dapp.example')).status).toBe(200)
  expect((await post('http://bff.example')).status).toBe(200)
  expect(refused).toEqual(['http://localhost:5173'])
})

test('a read from a foreign page is refused before any work, in words that page can read', async () => {
  reached.length = 0
  const foreign = await app.request('http://bff.example/api/config', {
    headers: { origin: 'http://localhost:5173' },
  })
  expect(foreign.status).toBe(403)
  // Readable by the refused page only: its own origin, never a wildcard, and nothing else.
  expect(foreign.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  expect(foreign.headers.get('access-control-allow-credentials')).toBeNull()
  expect(foreign.headers.get('vary')).toBe('Origin')
  expect(await foreign.json()).toEqual({
    name: 'ForbiddenException',
    message: 'origin http://localhost:5173 is not in ALLOWED_ORIGINS',
  })
  // A hostile Origin stays data: JSON-escaped in the body, never a second header line.
  const hostile = await app.request('http://bff.example/api/config', {
    headers: { origin: 'https://a.example"}, {"x":"' },
  })
  expect(hostile.status).toBe(403)
  expect((await hostile.json()).message).toBe(
    'origin https://a.example"}, {"x":" is not in ALLOWED_ORIGINS',
  )
  expect(reached).toEqual([])
  const allowed = await app.request('http://bff.example/api/config', {
    headers: { origin: 'https://dapp.example' },
  })
  expect(allowed.status).toBe(200)
  expect(reached).toEqual(['GET '])
})
