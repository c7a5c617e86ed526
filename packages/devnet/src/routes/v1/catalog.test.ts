import {
  v1AutocompleteResponseSchema,
  v1ChainListSchema,
  v1TokenListSchema,
  v1TokenSearchResponseSchema,
  v1ValidationErrorBodySchema,
} from '@ferry/order-api/v1'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { createTronLedger, tronAddressFor } from '../../tron/tronLedger.js'
import { createV1CatalogRoutes } from './catalog.js'

// No chain runs here: nothing below reads balances from an EVM chain.
const tronUsdt = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const usdcOnBase = '0x1111111111111111111111111111111111111111'
const usdcOnEthereum = '0x2222222222222222222222222222222222222222'
const fluxOnBase = '0x3333333333333333333333333333333333333333'
const spokes = [
  {
    chainId: 1,
    rpcUrl: 'http://127.0.0.1:1/unused',
    tokens: [{ symbol: 'USDC', address: usdcOnEthereum, decimals: 6 }],
  },
  {
    chainId: 8453,
    rpcUrl: 'http://127.0.0.1:1/unused',
    tokens: [{ symbol: 'USDC', address: usdcOnBase, decimals: 6 }],
    volatileTokens: [{ symbol: 'FLUX', address: fluxOnBase, decimals: 18 }],
  },
]
const tron = createTronLedger({ token: tronUsdt })
const tronHolder = tronAddressFor('catalog-test-holder')
tron.credit(tronHolder, 42_000_000n)
const clock = { now: () => 1_000_250 } // FLUX at 2.50 USD
const service = new Hono()
service.notFound((c) => c.text('404 Not Found', 404))
service.route('/v1', createV1CatalogRoutes({ chains: { spokes }, spokes: new Map(), tron, clock }))
const origin = 'http://stand-in.test'
const get = async (path: string) => {
  const response = await service.request(`${origin}${path}`)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, headers: response.headers, body, text }
}
const invalidField = (body: unknown) => v1ValidationErrorBodySchema.parse(body).details[0]?.field

test('the chain list has the 21 chains of the service in their four types, cached five minutes', async () => {
  const { status, headers, body } = await get('/v1/chains')
  expect(status).toBe(200)
  expect(headers.get('cache-control')).toBe('public, max-age=300')
  const chains = v1ChainListSchema.parse(body)
  expect(chains.map((chain) => chain.id).sort((a, b) => a - b)).toEqual(
    [
      0, 1, 10, 56, 130, 137, 143, 324, 2741, 4663, 5000, 8453, 16661, 42161, 43114, 59144, 80094,
      747474, 5734951, 728126428, 20011000000,
    ].sort((a, b) => a - b),
  )
  const typeOf = (id: number) => chains.find((chain) => chain.id === id)?.type
  expect([typeOf(1), typeOf(728126428), typeOf(20011000000), typeOf(0)]).toEqual([
    'eip155',
    'tron',
    'solana',
    'bitcoin',
  ])
  const byId = (id: number) => chains.find((chain) => chain.id === id)!
  expect(byId(8453).rpcUrls.default.http).toEqual(['http://127.0.0.1:1/unused'])
  expect(byId(8453).blockExplorers).toBeUndefined()
  expect(byId(10).rpcUrls.default.http[0]).toMatch(/^https:\/\//)
  expect(byId(0).rpcUrls.default.http).toEqual([])
  expect(byId(20011000000).nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  expect(byId(137).nativeCurrency.symbol).toBe('POL')
})

test('a chain icon is an SVG, an unknown numeric id gets the default, a word is a 400', async () => {
  const base = await get('/v1/chain/8453/icon')
  expect(base.status).toBe(200)
  expect(base.headers.get('content-type')).toBe('image/svg+xml')
  expect(base.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  expect(base.text).toContain('BASE')
  const unknown = await get('/v1/chain/999999/icon')
  expect(unknown.status).toBe(200)
  expect(unknown.text).toContain('Unknown chain')
  const word = await get('/v1/chain/base/icon')
  expect(word.status).toBe(400)
  expect(word.headers.get('content-type')).toMatch(/application\/json/)
  expect(invalidField(word.body)).toBe('chainId')
  for (const id of ['-1', '1e3', '0x1', '8453.0'])
    expect((await get(`/v1/chain/${id}/icon`)).status, id).toBe(400)
  expect((await get('/v1/chain/99999999999999999999/icon')).text).toContain('Unknown chain')
})

test('a route icon is an SVG for each route id; anything else is a 400 naming the field', async () => {
  for (const routeId of ['Native', 'NativeUTXO', 'ExternalA', 'ExternalB', 'ExternalC']) {
    const icon = await get(`/v1/route/${routeId}/icon`)
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
    expect(icon.text).toContain(`<title>${routeId} route</title>`)
  }
  for (const id of ['native', 'external_a', 'Native%00', '..%2Fchains']) {
    const refused = await get(`/v1/route/${id}/icon`)
    expect(refused.status, id).toBe(400)
    expect(invalidField(refused.body)).toBe('routeId')
  }
})

test('the top list is flat, priced, with logos served by the stand-in', async () => {
  const { status, body } = await get('/v1/tokens')
  expect(status).toBe(200)
  const tokens = v1TokenListSchema.parse(body)
  expect(tokens.map((token) => `${token.chainId}:${token.symbol}`)).toEqual([
    '1:ETH',
    '1:USDC',
    '8453:ETH',
    '8453:USDC',
    '8453:FLUX',
    '728126428:USDT',
  ])
  const flux = tokens.find((token) => token.symbol === 'FLUX')!
  expect(flux).toMatchObject({ address: fluxOnBase, decimals: 18 })
  expect(flux.extensions?.price).toEqual({ usd: '2.50000000', provider: 'devnet' })
  expect(tokens[0]).toMatchObject({
    address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    extensions: { price: { usd: '3000.00000000' } },
  })
  expect(flux.logoURI).toBe(`${origin}/v1/token-logos/FLUX.svg`)
  const logo = await get('/v1/token-logos/FLUX.svg')
  expect(logo.headers.get('content-type')).toBe('image/svg+xml')
  expect(logo.text).toContain('FLUX')
  expect((await get('/v1/token-logos/NOPE.svg')).status).toBe(404)
  expect((await get('/v1/tokens/top')).body).toEqual(body)
  const onBase = v1TokenListSchema.parse((await get('/v1/tokens/top?chainIds=8453')).body)
  expect(onBase.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'FLUX'])
})

test('search finds by symbol, name and address, exact symbol first, within chainIds', async () => {
  const search = async (query: string) =>
    v1TokenSearchResponseSchema
      .parse((await get(`/v1/tokens/search?${query}`)).body)
      .data.map((token) => `${token.chainId}:${token.symbol}`)
  expect(await search('q=usdc')).toEqual(['1:USDC', '8453:USDC'])
  expect(await search('q=usd')).toEqual(['1:USDC', '8453:USDC', '728126428:USDT'])
  expect(await search('q=tether')).toEqual(['728126428:USDT'])
  expect(await search('q=flu&chainIds=1')).toEqual([])
  expect(await search(`q=${usdcOnBase.toUpperCase().replace('0X', '0x')}`)).toEqual(['8453:USDC'])
  expect(await search(`q=${tronUsdt}`)).toEqual(['728126428:USDT'])
  // /v1/tokens with a non-empty q is the same search; an empty q is the flat list.
  expect((await get('/v1/tokens?q=usdc')).body).toEqual(
    (await get('/v1/tokens/search?q=usdc')).body,
  )
  expect(Array.isArray((await get('/v1/tokens?q=')).body)).toBe(true)
})

test('search without q, or with malformed chainIds, is a 400 ValidationException', async () => {
  for (const path of [
    '/v1/tokens/search',
    '/v1/tokens/search?q=',
    '/v1/tokens?chainIds=base',
    '/v1/tokens/search?q=usdc&chainIds=1,,2',
  ]) {
    const { status, body } = await get(path)
    expect(status, path).toBe(400)
    expect(v1ValidationErrorBodySchema.parse(body).name).toBe('ValidationException')
  }
})

test('autocomplete reads amount, token and chain, prices the amount and narrows the next slots', async () => {
  const ask = async (keyword: string, query = '') =>
    v1AutocompleteResponseSchema.parse(
      (await get(`/v1/tokens/autocomplete/${encodeURIComponent(keyword)}${query}`)).body,
    )
  const full = await ask('100 usdc on base')
  expect(full.parsed).toEqual({
    amount: '100',
    tokenQuery: 'usdc',
    chainQuery: 'base',
    hasOn: true,
  })
  expect(full.nextSlots).toEqual(['keyword'])
  expect(full.data).toHaveLength(1)
  expect(full.data[0]).toMatchObject({
    description: '100 USDC on Base',
    amount: '100',
    usdAmount: '100',
    chain: { id: 8453, name: 'Base' },
    token: { address: usdcOnBase },
  })
  const fluxAmount = await ask('3 flux')
  expect(fluxAmount.data[0]).toMatchObject({ amount: '3', usdAmount: '7.5' })
  expect(fluxAmount.nextSlots).toEqual(['chain', 'keyword'])
  const dollars = await ask('$5 flux')
  expect(dollars.parsed).toMatchObject({ amount: null, usdAmount: '5', tokenQuery: 'flux' })
  expect(dollars.data[0]).toMatchObject({ amount: '2', usdAmount: '5' })
  const bare = await ask('usdc')
  expect(bare.nextSlots).toEqual(['usdAmount', 'amount', 'tokenSymbol', 'chain', 'keyword'])
  expect(bare.data.map((entry) => entry.description)).toEqual(['USDC on Ethereum', 'USDC on Base'])
  expect(bare.data[0]).not.toHaveProperty('amount')
  expect((await ask('usdc', '?chainIds=1')).data).toHaveLength(1)
  expect((await ask('eth', '?limit=1')).data).toHaveLength(1)
  expect((await ask('usdc on solana')).data).toEqual([])
  // More decimals than the token has cannot be an amount of it.
  expect((await ask('0.0000001 usdc')).data).toEqual([])
})

test('autocomplete reads a broken percent-encoding or a slash as typed, never a 500', async () => {
  const broken = await get('/v1/tokens/autocomplete/%E0%A4%A')
  expect(broken.status).toBe(200)
  expect(v1AutocompleteResponseSchema.parse(broken.body)).toMatchObject({
    data: [],
    parsed: { tokenQuery: '%E0%A4%A' },
  })
  const slash = await get('/v1/tokens/autocomplete/usdc%2Fusdt')
  expect(slash.status).toBe(200)
  expect(v1AutocompleteResponseSchema.parse(slash.body).parsed.tokenQuery).toBe('usdc/usdt')
})

test('autocomplete refuses a keyword over 64 characters and a limit over 20', async () => {
  const long = await get(`/v1/tokens/autocomplete/${'a'.repeat(65)}`)
  expect(long.status).toBe(400)
  expect(invalidField(long.body)).toBe('keyword')
  expect((await get(`/v1/tokens/autocomplete/${'a'.repeat(64)}`)).status).toBe(200)
  for (const limit of ['21', '0', 'ten']) {
    const response = await get(`/v1/tokens/autocomplete/usdc?limit=${limit}`)
    expect(response.status, limit).toBe(400)
    expect(invalidField(response.body)).toBe('limit')
  }
})

test('balances: a TRON wallet reads the simulated ledger, other families hold nothing listed', async () => {
  const held = v1TokenListSchema.parse((await get(`/v1/tokens/balances/${tronHolder}`)).body)
  expect(held).toHaveLength(1)
  expect(held[0]).toMatchObject({ symbol: 'USDT', extensions: { balance: 42_000_000n } })
  expect((await get(`/v1/tokens/balances/${tronHolder}?chainIds=1`)).body).toEqual([])
  const solana = await get('/v1/tokens/balances/7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')
  expect(solana).toMatchObject({ status: 200, body: [] })
  const bitcoin = await get('/v1/tokens/balances/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
  expect(bitcoin).toMatchObject({ status: 200, body: [] })
})

test('balances refuse an address of no accepted family, Stellar included', async () => {
  for (const address of [
    'nobody',
    '0x1234',
    '0xAbCdEf0000000000000000000000000000000000', // mixed case that is not the checksum
    'GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H',
  ]) {
    const { status, body } = await get(`/v1/tokens/balances/${address}`)
    expect(status, address).toBe(400)
    expect(invalidField(body)).toBe('address')
  }
})

test('an unknown path under /v1 is a plain-text 404', async () => {
  for (const path of ['/v1/nothing', '/v1/tokens/balances', '/v1/chain/1']) {
    const { status, text, headers } = await get(path)
    expect(status, path).toBe(404)
    expect(text).toBe('404 Not Found')
    expect(headers.get('content-type')).toMatch(/^text\/plain/)
  }
})

test('CORS preflight allows the headers of the service clients on GET, POST and PUT', async () => {
  for (const method of ['GET', 'POST', 'PUT']) {
    const preflight = await service.request(`${origin}/v1/tokens`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://dapp.example',
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,x-tf-sdk-version,x-integrator-id',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain(method)
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Content-Type,X-TF-SDK-Version,X-Integrator-Id,X-Request-Id',
    )
  }
  const simple = await service.request(`${origin}/v1/chains`, {
    headers: { origin: 'https://dapp.example' },
  })
  expect(simple.headers.get('access-control-expose-headers')).toBe('x-request-id,retry-after')
})
