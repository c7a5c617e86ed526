import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { expect, test } from 'vitest'
import { type ApiCorsParameters, apiCors } from './apiCors.js'

const parameters: ApiCorsParameters = {
  origin: (origin) => (origin === 'https://host.example' ? origin : null),
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: ['content-type', 'authorization'],
  exposeHeaders: ['x-request-id', 'retry-after'],
}

const appWith = (middleware: ReturnType<typeof cors>) => {
  const app = new Hono()
  app.use('*', middleware)
  app.get('/json', (c) => c.json({ ok: true }))
  app.get('/text', (c) => c.text('plain', 418, { Vary: 'Accept-Encoding' }))
  // A response whose headers cannot be changed in place, as one straight from fetch.
  app.get('/immutable', () => Response.redirect('https://elsewhere.example/', 302))
  return app
}

const headersOf = async (app: Hono, path: string, init?: RequestInit) => {
  const response = await app.request(path, init)
  return { status: response.status, body: await response.text(), headers: [...response.headers] }
}

test("every answer carries the headers Hono's cors would give it: allowed, foreign and no origin, preflights, a handler's own Vary, an immutable response", async () => {
  const ours = appWith(apiCors(parameters))
  const hono = appWith(cors(parameters))
  const requests: [string, RequestInit | undefined][] = [
    ['/json', { headers: { origin: 'https://host.example' } }],
    ['/json', { headers: { origin: 'https://foreign.example' } }],
    ['/json', undefined],
    ['/text', { headers: { origin: 'https://host.example' } }],
    ['/immutable', { headers: { origin: 'https://host.example' } }],
    [
      '/json',
      {
        method: 'OPTIONS',
        headers: { origin: 'https://host.example', 'access-control-request-method': 'POST' },
      },
    ],
  ]
  for (const [path, init] of requests)
    expect(await headersOf(ours, path, init)).toEqual(await headersOf(hono, path, init))
  expect((await headersOf(ours, '/json', requests[0]![1])).headers).toContainEqual([
    'access-control-allow-origin',
    'https://host.example',
  ])
})
