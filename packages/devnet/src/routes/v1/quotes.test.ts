import { TRON_CHAIN_ID } from '@ferry/order-api'
import { v1QuoteResponseSchema, v1QuoteStreamLineSchema } from '@ferry/order-api/v1'
import { afterEach, describe, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../v1/catalog/nativeToken.js'
import { useV1Devnet } from '../../v1/test/v1Harness.js'

const net = useV1Devnet()
const { v1, usdc } = net
afterEach(async () => {
  await v1('/dev/v1/routes', { method: 'DELETE' })
  await net.dev.setMaintenance(false)
})

const from = () => net.devnet.accounts[0]!.address
const baseRequest = () => ({
  tradeType: 'EXACT_INPUT',
  fromChainId: 1,
  fromToken: usdc(1),
  toChainId: 8453,
  toToken: usdc(8453),
  amount: '50000000',
})
const quote = (
  body: Record<string, unknown>,
  init: { query?: string; headers?: Record<string, string> } = {},
) =>
  fetch(`${net.devnet.serviceUrl}/v1/quotes${init.query ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: JSON.parse(await response.text()),
  }))
type Quoted = { amountIn: string; amountOut: string; expectedDurationSeconds: number }
const routeIds = (body: { routes: { routeId: string }[] }) => body.routes.map((r) => r.routeId)

describe('which routes answer', () => {
  test('the native route answers alone; routes= asks only those and returns them all', async () => {
    const alone = await quote({ ...baseRequest(), fromAddress: from() })
    expect(alone.status).toBe(200)
    expect(v1QuoteResponseSchema.safeParse(alone.body).success).toBe(true)
    expect(routeIds(alone.body)).toEqual(['Native'])
    expect(alone.body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
    const all = await quote(
      { ...baseRequest(), fromAddress: from() },
      { query: '?routes=Native,ExternalA,ExternalB,ExternalC' },
    )
    expect(routeIds(all.body).sort()).toEqual(['ExternalA', 'ExternalB', 'ExternalC', 'Native'])
    const routeOf = (id: string) =>
      (all.body.routes as { routeId: string; exactOutMethod: string; quote: Quoted }[]).find(
        (route) => route.routeId === id,
      )!
    const out = (id: string) => BigInt(routeOf(id).quote.amountOut)
    const duration = (id: string) => routeOf(id).quote.expectedDurationSeconds
    // ExternalA pays more than the native route but is slower.
    expect(out('ExternalA')).toBeGreaterThan(out('Native'))
    expect(duration('ExternalA')).toBeGreaterThan(duration('Native'))
    expect(routeOf('ExternalC').exactOutMethod).toBe('adaptive')
  })

  test('without fromAddress the external routes do not quote', async () => {
    const response = await quote(baseRequest(), { query: '?routes=ExternalA,ExternalB,Native' })
    expect(routeIds(response.body)).toEqual(['Native'])
  })

  test('the quote carries its deadlines: quoteExpiresAt about a minute, validBefore later', async () => {
    const { body } = await quote(baseRequest())
    const { quoteExpiresAt, validBefore } = body.routes[0].quote
    const now = Math.floor(Date.now() / 1000)
    expect(quoteExpiresAt - now).toBeGreaterThanOrEqual(58)
    expect(quoteExpiresAt - now).toBeLessThanOrEqual(61)
    expect(validBefore).toBeGreaterThan(quoteExpiresAt)
  })

  test('when the native route fails, the external quotes are returned', async () => {
    await v1('/dev/v1/routes', { body: { routeId: 'Native', behaviour: 'fail' } })
    const response = await quote({ ...baseRequest(), fromAddress: from() })
    expect(routeIds(response.body).sort()).toEqual(['ExternalA', 'ExternalB', 'ExternalC'])
  })

  test('a silent route is dropped after the route timeout; a failing one writes nothing', async () => {
    await v1('/dev/v1/routes', {
      body: { routeId: 'ExternalA', behaviour: 'silent', routeTimeoutMs: 200 },
    })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalB', behaviour: 'fail' } })
    const response = await quote(
      { ...baseRequest(), fromAddress: from() },
      { query: '?routes=ExternalA,ExternalB,ExternalC' },
    )
    expect(routeIds(response.body)).toEqual(['ExternalC'])
  })

  test('depositMethods keeps only routes that accept one; PERMIT2 passes validation but no route has it', async () => {
    const base = {
      ...baseRequest(),
      fromChainId: 8453,
      fromToken: usdc(8453),
      toChainId: 1,
      toToken: usdc(1),
    }
    const transfer = await quote(
      { ...base, fromAddress: from(), depositMethods: ['TRANSFER'] },
      {
        query: '?routes=Native,ExternalA',
      },
    )
    expect(routeIds(transfer.body)).toEqual(['Native'])
    const permit = await quote({ ...base, depositMethods: ['PERMIT2'] })
    expect(permit.status).toBe(200)
    expect(permit.body.routes).toEqual([])
  })

  test('unsupported tokens, chains and pairs are a 200 with empty routes (BTC named by its symbol, not its listed address, too)', async () => {
    for (const body of [
      { ...baseRequest(), toToken: `0x${'1'.repeat(40)}` },
      { ...baseRequest(), toChainId: 10 },
      { ...baseRequest(), toChainId: 1, toToken: usdc(1) },
      { ...baseRequest(), toChainId: 0, toToken: 'BTC' },
    ]) {
      const response = await quote(body)
      expect(response.status).toBe(200)
      expect(response.body.routes).toEqual([])
    }
  })

  test('EVM to TRON is NativeUTXO with the TRON fee fields; activation shows for a new account', async () => {
    const response = await quote({
      ...baseRequest(),
      toChainId: TRON_CHAIN_ID,
      toToken: net.devnet.tron.tokens[0]!.address,
      recipient: net.devnet.tron.inactiveAddress,
    })
    const [route] = response.body.routes
    expect(route.routeId).toBe('NativeUTXO')
    expect(route.quote.activationFee.required).toBe(true)
    expect(route.quote.tronUsdtFees).toMatchObject({ activationRequired: true })
    expect(BigInt(route.quote.totalOutputFeeUsdt18)).toBe(3n * 10n ** 18n)
    expect(BigInt(route.quote.feeBaseOutcomeAmount18)).toBeGreaterThan(0n)
  })

  test('exact output: amountOut reaches the asked amount on the native and the adaptive route', async () => {
    const response = await quote(
      { ...baseRequest(), tradeType: 'EXACT_OUTPUT', amount: '20000000', fromAddress: from() },
      { query: '?routes=Native,ExternalC' },
    )
    for (const route of response.body.routes) {
      expect(BigInt(route.quote.amountOut)).toBeGreaterThanOrEqual(20_000_000n)
      expect(BigInt(route.quote.amountIn)).toBeGreaterThan(20_000_000n)
    }
  })

  test('the native token and the volatile token are priced from the catalog', async () => {
    const response = await quote({
      ...baseRequest(),
      fromToken: NATIVE_TOKEN_ADDRESS,
      amount: String(10n ** 16n),
    })
    const out = BigInt(response.body.routes[0].quote.amountOut)
    // 0.01 ETH at 3000 USD, less fees: a little under 30 USDC.
    expect(out).toBeGreaterThan(29_000_000n)
    expect(out).toBeLessThan(30_000_000n)
  })
})

describe('fees, referrers and integrators', () => {
  const out = (body: { routes: { quote: Quoted }[] }) => BigInt(body.routes[0]!.quote.amountOut)

  test('referrerFeeBps: 0 to 9999 validate, the native route drops out above 500, a referrer is required', async () => {
    const referrer = net.devnet.accounts[5]!.address
    const at500 = await quote({ ...baseRequest(), referrer, referrerFeeBps: 500 })
    expect(routeIds(at500.body)).toEqual(['Native'])
    const at501 = await quote({ ...baseRequest(), referrer, referrerFeeBps: 501 })
    expect(at501.status).toBe(200)
    expect(at501.body.routes).toEqual([])
    const tooHigh = await quote({ ...baseRequest(), referrer, referrerFeeBps: 10_000 })
    expect(tooHigh.status).toBe(400)
    expect(tooHigh.body.name).toBe('ValidationException')
    const noReferrer = await quote({ ...baseRequest(), referrerFeeBps: 10 })
    expect(noReferrer.status).toBe(400)
    expect(noReferrer.body.details[0].field).toBe('referrer')
    const plain = await quote(baseRequest())
    expect(out(at500.body)).toBeLessThan(out(plain.body))
  })

  test('X-Integrator-Id selects fees; a malformed or unknown id falls back to the default; the header wins', async () => {
    const plain = out((await quote(baseRequest())).body)
    const known = out(
      (await quote(baseRequest(), { headers: { 'x-integrator-id': 'ferry-demo-5f3a9c1e' } })).body,
    )
    expect(known).toBeLessThan(plain)
    for (const id of [
      'Ferry-Demo-5f3a9c1e',
      'ferry-demo',
      'unknown-12345678',
      'dormant-0d0d0d0d',
    ]) {
      const response = await quote(baseRequest(), { headers: { 'x-integrator-id': id } })
      expect(response.status).toBe(200)
      expect(out(response.body)).toBe(plain)
    }
    const bodyId = out(
      (await quote({ ...baseRequest(), integratorId: 'ferry-demo-5f3a9c1e' })).body,
    )
    expect(bodyId).toBe(known)
    const headerWins = out(
      (
        await quote(
          { ...baseRequest(), integratorId: 'ferry-demo-5f3a9c1e' },
          { headers: { 'x-integrator-id': 'unknown-12345678' } },
        )
      ).body,
    )
    expect(headerWins).toBe(plain)
  })
})

describe('validation and maintenance', () => {
  test('an invalid body is a ValidationException, malformed JSON a BadRequestException, zero amounts refused', async () => {
    const zero = await quote({ ...baseRequest(), amount: '0' })
    expect(zero.status).toBe(400)
    expect(zero.body.name).toBe('ValidationException')
    const missing = await quote({ ...baseRequest(), tradeType: undefined })
    expect(missing.body.details[0].field).toBe('tradeType')
    const malformed = await v1('/v1/quotes', { rawBody: '{nope' })
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ message: 'Malformed JSON body', name: 'BadRequestException' })
    expect(malformed.headers.get('x-request-id')).toBeTruthy()
    const badRoutes = await quote(baseRequest(), { query: '?routes=native' })
    expect(badRoutes.status).toBe(400)
  })

  test('maintenance: quote and build answer 503 with Retry-After 300; orders and submit keep working', async () => {
    await net.dev.setMaintenance(true)
    const quoted = await quote(baseRequest())
    expect(quoted.status).toBe(503)
    expect(quoted.headers.get('retry-after')).toBe('300')
    expect(quoted.body).toEqual({ name: 'MaintenanceException', message: 'SystemMaintenance' })
    const built = await v1('/v1/deposit/build', { body: { quoteId: 'x', routeId: 'Native' } })
    expect(built.status).toBe(503)
    const submitted = await v1('/v1/deposit/submit', {
      method: 'PUT',
      body: { quoteId: 'nope', routeId: 'Native', txHash: `0x${'1'.repeat(64)}` },
    })
    expect(submitted.status).toBe(404)
    const orders = await v1(`/v1/orders/${from()}`)
    expect(orders.status).toBe(200)
  })
})

describe('streaming', () => {
  async function readLines(query: string, body: Record<string, unknown>) {
    const response = await fetch(`${net.devnet.serviceUrl}/v1/quotes${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.headers.get('content-type')).toContain('application/x-ndjson')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    const lines: { routeId: string; quoteId: string }[] = []
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let newline = buffer.indexOf('\n')
      while (newline >= 0) {
        lines.push(JSON.parse(buffer.slice(0, newline)))
        buffer = buffer.slice(newline + 1)
        newline = buffer.indexOf('\n')
      }
    }
    expect(buffer).toBe('')
    for (const line of lines) expect(v1QuoteStreamLineSchema.safeParse(line).success).toBe(true)
    return lines
  }

  test('with routes= each route is written as it answers, in the order of their delays', async () => {
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalA', delayMs: 300 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalB', delayMs: 10 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalC', delayMs: 150 } })
    const lines = await readLines('?mode=stream&routes=ExternalA,ExternalB,ExternalC', {
      ...baseRequest(),
      fromAddress: from(),
    })
    expect(lines.map((line) => line.routeId)).toEqual(['ExternalB', 'ExternalC', 'ExternalA'])
    expect(new Set(lines.map((line) => line.quoteId)).size).toBe(1)
  })

  test('without routes= the native line is the only one, even when externals answer first', async () => {
    await v1('/dev/v1/routes', { body: { routeId: 'Native', delayMs: 200 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalB', delayMs: 0 } })
    const lines = await readLines('?mode=stream', { ...baseRequest(), fromAddress: from() })
    expect(lines.map((line) => line.routeId)).toEqual(['Native'])
  })

  test('when the native route does not quote, the held-back externals are written, then the rest', async () => {
    await v1('/dev/v1/routes', { body: { routeId: 'Native', behaviour: 'fail', delayMs: 100 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalB', delayMs: 0 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalC', delayMs: 10 } })
    await v1('/dev/v1/routes', { body: { routeId: 'ExternalA', delayMs: 400 } })
    const lines = await readLines('?mode=stream', { ...baseRequest(), fromAddress: from() })
    expect(lines.map((line) => line.routeId)).toEqual(['ExternalB', 'ExternalC', 'ExternalA'])
  })

  test('a stream that no route answers is empty; an invalid body is an ordinary JSON error', async () => {
    const empty = await readLines('?mode=stream', { ...baseRequest(), toChainId: 10 })
    expect(empty).toEqual([])
    const invalid = await quote({ ...baseRequest(), amount: '-1' }, { query: '?mode=stream' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.name).toBe('ValidationException')
  })
})

describe('the stored quote', () => {
  test('a build after quoteExpiresAt is refused as expired; 60 s after validBefore the quote is gone', async () => {
    const { body } = await quote({ ...baseRequest(), fromAddress: from() })
    const { validBefore, quoteExpiresAt } = body.routes[0].quote
    const now = Math.floor(Date.now() / 1000)
    const advance = net.dev.advanceClock
    const buildIt = () =>
      v1('/v1/deposit/build', { body: { quoteId: body.quoteId, routeId: 'Native', from: from() } })
    let moved = 0
    try {
      moved += quoteExpiresAt - now + 2
      await advance(quoteExpiresAt - now + 2)
      const expired = await buildIt()
      expect(expired.status).toBe(400)
      expect(expired.body.message).toBe('Quote has expired. Please request a new quote.')
      const rest = validBefore + 62 - (now + moved)
      moved += rest
      await advance(rest)
      const gone = await buildIt()
      expect(gone.status).toBe(404)
      expect(gone.body.name).toBe('QuoteNotFoundException')
    } finally {
      await advance(-moved)
    }
  })
})
