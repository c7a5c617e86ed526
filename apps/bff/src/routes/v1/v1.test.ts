import { expect, test } from 'vitest'
import { origin, useBffHarness } from '../../../test/bffHarness.js'
import { createUpstreamFetch } from '../../upstream/upstreamFetch.js'

const h = useBffHarness()
const { call, devnet, upstreamCalls, makeApp } = h

const wallet = () => devnet.accounts[0]!.address
const quoteBody = () => h.v1QuoteBody({ fromAddress: wallet() })
const v1Calls = () => upstreamCalls.filter((path) => path.startsWith('/v1/'))
const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

test('malformed v1 requests are refused with the v1 envelope and never go upstream', async () => {
  upstreamCalls.length = 0
  const quoteId = '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11'
  const refusals = [
    await call('/api/v1/quotes', { json: { ...quoteBody(), amount: '0' } }),
    await call('/api/v1/quotes', { json: { ...quoteBody(), tradeType: 'exact_input' } }),
    await call('/api/v1/quotes?routes=native', { json: quoteBody() }),
    await call('/api/v1/deposit/build', { json: { quoteId, routeId: 'Native', from: 'nope' } }),
    await put('/api/v1/deposit/submit', { quoteId, routeId: 'Native' }),
    await put('/api/v1/deposit/submit', {
      quoteId,
      routeId: 'Native',
      txHash: `0x${'ab'.repeat(32)}`,
      signedTransaction: '0x02',
    }),
    await call('/api/v1/orders/by-id/C123'),
    await call(`/api/v1/orders/c${'a'.repeat(24)}`),
    await call(`/api/v1/orders/${wallet()}?limit=21`),
    await call('/api/v1/chain/base/icon'),
    await call(`/api/v1/tokens/autocomplete/${'a'.repeat(65)}`),
    await call('/api/v1/tokens/search'),
    await call('/api/v1/tokens/balances/GABC'),
    await call('/api/v1/token-logos/..%2Fsecret.svg'),
  ]
  for (const refusal of refusals) {
    expect(refusal.status, JSON.stringify(refusal.body)).toBe(400)
    expect(refusal.body.name).toBe('ValidationException')
    expect(refusal.body.details[0].field).toEqual(expect.any(String))
  }
  const notJson = await call('/api/v1/quotes', {
    method: 'POST',
    body: '{',
    headers: { 'content-type': 'application/json' },
  })
  expect(notJson.body).toEqual({ message: 'Malformed JSON body', name: 'BadRequestException' })
  expect(v1Calls()).toEqual([])
})

test('state-changing v1 routes take only JSON, and only from allowed origins', async () => {
  upstreamCalls.length = 0
  const asText = await call('/api/v1/quotes', {
    method: 'POST',
    body: JSON.stringify(quoteBody()),
    headers: { 'content-type': 'text/plain' },
  })
  const foreign = await put('/api/v1/deposit/submit', {}, { origin: 'https://evil.example' })
  expect([asText.status, foreign.status]).toEqual([415, 403])
  expect(v1Calls()).toEqual([])
  const preflight = await h.bff.app.request('/api/v1/deposit/submit', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'PUT' },
  })
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
})

test('the integrator settings are added to quotes and cannot be set by the browser', async () => {
  const seen: { integrator: string | null; body: Record<string, unknown> }[] = []
  const upstream = createUpstreamFetch()
  const app = makeApp(
    {
      v1: {
        integratorId: 'ferry-demo-5f3a9c1e',
        referrer: '0x00000000000000000000000000000000000000aa',
        referrerFeeBps: 20,
      },
    },
    {
      fetch: async (input, init) => {
        if (String(input).includes('/v1/quotes'))
          seen.push({
            integrator: new Headers(init?.headers).get('x-integrator-id'),
            body: JSON.parse(String(init?.body)),
          })
        return upstream(input, init)
      },
    },
  )
  const quoted = await call(
    '/api/v1/quotes',
    { json: quoteBody(), headers: { 'x-integrator-id': 'other-00000000' } },
    app,
  )
  expect(quoted.status, JSON.stringify(quoted.body)).toBe(200)
  expect(quoted.body.routes.map((route: { routeId: string }) => route.routeId)).toEqual(['Native'])
  expect(quoted.headers.get('cache-control')).toBe('no-store')
  expect(seen).toEqual([
    {
      integrator: 'ferry-demo-5f3a9c1e',
      body: {
        ...quoteBody(),
        referrer: '0x00000000000000000000000000000000000000aa',
        referrerFeeBps: 20,
      },
    },
  ])
  for (const [field, value] of [
    ['referrer', '0x00000000000000000000000000000000000000bb'],
    ['referrerFeeBps', 0],
    ['integratorId', 'mine-12345678'],
  ] as const) {
    const overridden = await call(
      '/api/v1/quotes',
      { json: { ...quoteBody(), [field]: value } },
      app,
    )
    expect(overridden.status).toBe(400)
    expect(overridden.body.details).toEqual([
      { field, message: "is set by this app's configuration, not by the browser", code: 'custom' },
    ])
  }
  expect(seen).toHaveLength(1)
})

test('chains are read once for many browsers and kept five minutes; images and top tokens carry long cache headers', async () => {
  upstreamCalls.length = 0
  const answers = await Promise.all([1, 2, 3].map(() => call('/api/v1/chains')))
  await call('/api/v1/chains')
  for (const answer of answers) {
    expect(answer.status).toBe(200)
    expect(answer.body.some((chain: { id: number }) => chain.id === 8453)).toBe(true)
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=(300|29\d)$/)
  }
  expect(upstreamCalls.filter((path) => path === '/v1/chains')).toHaveLength(1)

  const icon = await h.bff.app.request('/api/v1/chain/8453/icon')
  expect(icon.status).toBe(200)
  expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  expect(icon.headers.get('cache-control')).toBe('public, max-age=86400')
  expect(icon.headers.get('content-security-policy')).toContain("default-src 'none'")
  expect(await icon.text()).toContain('<svg')

  const top = await call('/api/v1/tokens')
  expect(top.status).toBe(200)
  expect(Array.isArray(top.body)).toBe(true)
  expect(top.headers.get('cache-control')).toBe('public, max-age=600, stale-while-revalidate=3600')
  const logo = top.body[0].logoURI
  const image = await h.bff.app.request(logo)
  expect([image.status, image.headers.get('cache-control')]).toEqual([200, 'public, max-age=86400'])
  const balances = await call(`/api/v1/tokens/balances/${wallet()}?chainIds=1`)
  expect([balances.status, balances.headers.get('cache-control')]).toEqual([200, 'no-store'])
})

test("every token's logoURI in a BFF answer is the BFF's own cached logo route, never the service's host", async () => {
  const service = new URL(devnet.serviceUrl).host
  const answers = [
    (await call('/api/v1/tokens?chainIds=1,8453')).body,
    (await call('/api/v1/tokens?q=usdc')).body.data,
    (await call('/api/v1/tokens/search?q=usdc')).body.data,
    (await call(`/api/v1/tokens/balances/${wallet()}?chainIds=1`)).body,
    (await call('/api/v1/tokens/autocomplete/usdc')).body.data.map(
      (entry: { token: unknown }) => entry.token,
    ),
  ]
  for (const tokens of answers) {
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens as { logoURI: string }[])
      expect(token.logoURI).toMatch(/^\/api\/v1\/token-logos\/[A-Za-z0-9._-]+\.svg$/)
  }
  expect(JSON.stringify(answers)).not.toContain(service)
  const logo = await h.bff.app.request(answers[0][0].logoURI)
  expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
})

test('a streamed quote arrives as NDJSON lines through the BFF', async () => {
  const response = await h.bff.app.request('/api/v1/quotes?mode=stream', {
    method: 'POST',
    body: JSON.stringify(quoteBody()),
    headers: { 'content-type': 'application/json' },
  })
  expect(response.headers.get('content-type')).toBe('application/x-ndjson')
  const lines = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
  expect(lines.map((line) => line.routeId)).toEqual(['Native'])
  expect(lines[0].quoteId).toMatch(/^[0-9a-f-]{36}$/)
})

test('a streamed quote for a pair no route quotes is an empty 200 stream, not an outage', async () => {
  const response = await h.bff.app.request('/api/v1/quotes?mode=stream', {
    method: 'POST',
    body: JSON.stringify({ ...quoteBody(), toToken: `0x${'5'.repeat(40)}` }),
    headers: { 'content-type': 'application/json' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/x-ndjson')
  expect(await response.text()).toBe('')
})

test('a submit for an unknown quote answers the service 404 once, sanitized, with its request id', async () => {
  upstreamCalls.length = 0
  const answer = await put('/api/v1/deposit/submit', {
    quoteId: '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11',
    routeId: 'Native',
    txHash: `0x${'ab'.repeat(32)}`,
  })
  expect(answer.status).toBe(404)
  expect(answer.body.name).toBe('QuoteNotFoundException')
  expect(answer.headers.get('x-request-id')).toBeTruthy()
  expect(v1Calls()).toEqual(['/v1/deposit/submit'])
})

test('an unknown wallet order: by id the plain-text 404, its event stream an error event', async () => {
  const id = `c${'z'.repeat(24)}`
  const read = await call(`/api/v1/orders/by-id/${id}`)
  expect([read.status, read.body]).toEqual([404, 'Order not found'])
  const events = await h.bff.app.request(`/api/v1/orders/by-id/${id}/events`)
  const text = await events.text()
  expect(text).toContain('event: error')
  expect(text).toContain('OrderNotFoundException')
})

test('builds are limited per client out of the BFF share', async () => {
  upstreamCalls.length = 0
  const app = makeApp({ limits: { v1build: 4 } as never })
  const build = {
    quoteId: '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11',
    routeId: 'Native',
    from: wallet(),
  }
  const first = await call('/api/v1/deposit/build', { json: build }, app)
  const second = await call('/api/v1/deposit/build', { json: build }, app)
  expect(first.status).toBe(404)
  expect(second.status).toBe(429)
  expect(second.body.errorCode).toBe('RATE_LIMITED')
  expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(v1Calls()).toEqual(['/v1/deposit/build'])
})

test('TokenFlight’s preflight is answered: its SDK header is allowed for an allowed origin, and a foreign origin gets no leave', async () => {
  // What Chromium asks before @tokenflight/swap 0.4.10's POST /v1/quotes (seen in e2e).
  const preflight = (from: string) =>
    h.bff.app.request('/api/v1/quotes', {
      method: 'OPTIONS',
      headers: {
        origin: from,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-tf-sdk-version',
      },
    })
  const allowed = await preflight(origin)
  expect(allowed.headers.get('access-control-allow-origin')).toBe(origin)
  expect(allowed.headers.get('access-control-allow-headers')?.split(',')).toEqual(
    expect.arrayContaining(['content-type', 'x-tf-sdk-version']),
  )
  const foreign = await preflight('https://evil.example')
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  // The header changes nothing else: a foreign origin's call is still refused, text still is not
  // JSON, and the header is not sent upstream.
  upstreamCalls.length = 0
  const refused = await call('/api/v1/quotes', {
    json: quoteBody(),
    headers: { origin: 'https://evil.example', 'x-tf-sdk-version': '0.4.10' },
  })
  const asText = await call('/api/v1/quotes', {
    method: 'POST',
    body: JSON.stringify(quoteBody()),
    headers: { origin, 'content-type': 'text/plain', 'x-tf-sdk-version': '0.4.10' },
  })
  expect([refused.status, asText.status]).toEqual([403, 415])
  expect(v1Calls()).toEqual([])
})

/** An icon the BFF serves: an SVG kept a day, sandboxed so that its scripts never run. */
async function expectServedIcon(answer: Response) {
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
  expect(answer.headers.get('content-security-policy')).toContain('sandbox')
  expect(await answer.text()).toContain('<svg')
}

test('chain icons and token logos are read from the service once, then served from memory', async () => {
  upstreamCalls.length = 0
  const top = await call('/api/v1/tokens')
  const logo = top.body[1].logoURI
  const answers = await Promise.all(
    ['/api/v1/chain/42161/icon', '/api/v1/chain/42161/icon', logo, logo, logo].map((path) =>
      h.bff.app.request(path),
    ),
  )
  const again = await h.bff.app.request('/api/v1/chain/42161/icon')
  for (const answer of [...answers, again]) await expectServedIcon(answer)
  expect(upstreamCalls.filter((path) => path === '/v1/chain/42161/icon')).toHaveLength(1)
  expect(upstreamCalls.filter((path) => path === logo.replace(/^\/api/, ''))).toHaveLength(1)
})

test("a quoted route's icon is read through the BFF once, then served from memory; an unknown route id never goes upstream", async () => {
  upstreamCalls.length = 0
  const quoted = await call('/api/v1/quotes', { json: quoteBody() })
  const icon = quoted.body.routes[0].icon as string
  expect(icon).toBe(`/v1/route/${quoted.body.routes[0].routeId}/icon`)
  const answers = await Promise.all([1, 2, 3].map(() => h.bff.app.request(`/api${icon}`)))
  for (const answer of answers) await expectServedIcon(answer)
  expect(upstreamCalls.filter((path) => path === icon)).toHaveLength(1)
  for (const id of ['native', 'Nope', '..%2Fchains']) {
    const refused = await call(`/api/v1/route/${id}/icon`)
    expect([refused.status, refused.body.details?.[0]?.field], id).toEqual([400, 'routeId'])
  }
  expect(upstreamCalls.filter((path) => path.startsWith('/v1/route/'))).toHaveLength(1)
})

test('the top-token list is read from the service once for every visitor; a search is not kept', async () => {
  upstreamCalls.length = 0
  const answers = await Promise.all([1, 2, 3].map(() => call('/api/v1/tokens?chainIds=8453')))
  const again = await call('/api/v1/tokens?chainIds=8453')
  for (const answer of [...answers, again]) {
    expect(answer.status).toBe(200)
    expect(answer.body.some((token: { chainId: number }) => token.chainId === 8453)).toBe(true)
    expect(answer.headers.get('cache-control')).toBe(
      'public, max-age=600, stale-while-revalidate=3600',
    )
  }
  expect(upstreamCalls.filter((path) => path === '/v1/tokens')).toHaveLength(1)
  await call('/api/v1/tokens?q=usdc&chainIds=8453')
  await call('/api/v1/tokens?q=usdc&chainIds=8453')
  expect(upstreamCalls.filter((path) => path === '/v1/tokens')).toHaveLength(3)
})
