import { expect, test, vi } from 'vitest'
import {
  depositor,
  evmBuild,
  order,
  params,
  quote,
  usdcBase,
  usdcEthereum,
} from '../../test/fixtures.js'
import {
  createOrderClient,
  OrderApiAbortedError,
  OrderApiError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
} from '../index.js'

type Handler = (request: Request) => Response | Promise<Response>

/** A client whose fetch is answered by `handler`, recording every request. */
function clientWith(handler: Handler, options: { apiKey?: string; timeoutMs?: number } = {}) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    return handler(request)
  })
  const client = createOrderClient({ baseUrl: 'https://api.example/', fetch, ...options })
  return { client, requests }
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
  })

test('sends the key only when given and reads typed data', async () => {
  const { client, requests } = clientWith(() => json(params), { apiKey: 'secret' })
  await expect(client.getParams()).resolves.toEqual(params)
  expect(requests[0]!.url).toBe('https://api.example/v2/params')
  expect(requests[0]!.headers.get('x-api-key')).toBe('secret')
  const anonymous = clientWith(() => json(params))
  await anonymous.client.getParams()
  expect(anonymous.requests[0]!.headers.has('x-api-key')).toBe(false)
})

test('quote query is serialised; build posts JSON', async () => {
  const { client, requests } = clientWith((request) =>
    request.method === 'POST' ? json(evmBuild) : json(quote),
  )
  await client.getQuote({
    fromChainId: 1,
    from: usdcEthereum,
    toChainId: 8453,
    to: usdcBase,
    srcAmount: '100000000',
  })
  const url = new URL(requests[0]!.url)
  expect(url.pathname).toBe('/v2/quote')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    fromChainId: '1',
    from: usdcEthereum,
    toChainId: '8453',
    to: usdcBase,
    srcAmount: '100000000',
  })
  await expect(client.build({ ...quote.build, depositor })).resolves.toEqual(evmBuild)
  expect(requests[1]!.headers.get('content-type')).toBe('application/json')
  expect(await requests[1]!.json()).toEqual({ ...quote.build, depositor })
})

test('an error status becomes OrderApiError with kind, body, figures and request id', async () => {
  const { client } = clientWith(() =>
    json(
      {
        error: 'Requested amount is below what the solver will fill',
        detail: { minSrcAmount: '5000000' },
      },
      400,
      {
        'x-request-id': 'req-min',
      },
    ),
  )
  const error = await client
    .getQuote({ fromChainId: 1, from: 'a', toChainId: 2, to: 'b', srcAmount: '1' })
    .catch((e) => e)
  expect(OrderApiError.isInstance(error)).toBe(true)
  expect(error).toMatchObject({
    status: 400,
    kind: 'below_minimum',
    minSrcAmount: 5_000_000n,
    requestId: 'req-min',
  })
  expect(error.shortMessage).toBe('Requested amount is below what the solver will fill')
})

test('a plain-text 404 is a wrong path, and non-JSON bodies are kept as text', async () => {
  const { client } = clientWith(() => new Response('404 Not Found', { status: 404 }))
  const error = await client.getParams().catch((e) => e)
  expect(error).toMatchObject({ kind: 'wrong_path', body: '404 Not Found', requestId: undefined })
})

test('maintenance exposes Retry-After', async () => {
  const { client } = clientWith(() =>
    json({ message: 'SystemMaintenance', name: 'MaintenanceException' }, 503, {
      'retry-after': '300',
    }),
  )
  const error = await client.build({ ...quote.build, depositor }).catch((e) => e)
  expect(error).toMatchObject({ kind: 'maintenance', retry: 'backoff', retryAfterSeconds: 300 })
})

test('a success body that does not match the API throws OrderApiResponseError', async () => {
  const { client } = clientWith(() => json({ ...order, state: 'filled' }))
  const error = await client.getOrder(order.orderId).catch((e) => e)
  expect(OrderApiResponseError.isInstance(error)).toBe(true)
  expect(error.metaMessages).toContain('state: Invalid input')
  const notJson = clientWith(() => new Response('<html>', { status: 200 }))
  await expect(notJson.client.getParams()).rejects.toBeInstanceOf(OrderApiResponseError)
})

test('no response, a timeout and an abort are told apart', async () => {
  const refused = clientWith(() => {
    throw new TypeError('fetch failed')
  })
  await expect(refused.client.getParams()).rejects.toBeInstanceOf(OrderApiNetworkError)

  const hanging: Handler = (request) =>
    new Promise((_, reject) =>
      request.signal.addEventListener('abort', () => reject(request.signal.reason)),
    )
  const slow = clientWith(hanging, { timeoutMs: 20 })
  await expect(slow.client.getParams()).rejects.toBeInstanceOf(OrderApiTimeoutError)

  const controller = new AbortController()
  const aborted = clientWith(hanging)
  const pending = aborted.client.getParams({ signal: controller.signal })
  controller.abort()
  await expect(pending).rejects.toBeInstanceOf(OrderApiAbortedError)
})

test('onResponse sees every response with its request id', async () => {
  const seen: unknown[] = []
  const client = createOrderClient({
    baseUrl: 'https://api.example',
    fetch: async () => json(params),
    onResponse: (info) => seen.push(info),
  })
  await client.getParams()
  expect(seen).toEqual([
    { operation: 'params', url: 'https://api.example/v2/params', status: 200, requestId: 'req-1' },
  ])
})

test('listOrderPages follows nextCursor with unchanged filters until a page is empty', async () => {
  const second = { ...order, orderId: `0x${'34'.repeat(32)}` }
  const { client, requests } = clientWith((request) => {
    const cursor = new URL(request.url).searchParams.get('cursor')
    if (!cursor) return json({ orders: [order], nextCursor: `1795000000_${order.orderId}` })
    if (cursor.endsWith(order.orderId))
      return json({ orders: [second], nextCursor: `1794000000_${second.orderId}` })
    return json({ orders: [], nextCursor: '' })
  })
  const ids: string[] = []
  for await (const page of client.listOrderPages({ depositor, limit: 1 }))
    ids.push(...page.orders.map((o) => o.orderId))
  expect(ids).toEqual([order.orderId, second.orderId])
  expect(requests.map((r) => new URL(r.url).searchParams.get('depositor'))).toEqual([
    depositor,
    depositor,
    depositor,
  ])
})

test('cancel and single-order paths carry the orderId', async () => {
  const { client, requests } = clientWith((request) =>
    request.method === 'POST' ? json({ relaySubmissionId: 'relay-1' }) : json(order),
  )
  await client.getOrder(order.orderId)
  const body = {
    payload: { nonce: '1', rootIntentId: `0x${'cc'.repeat(32)}` },
    signature: `0x${'ab'.repeat(65)}`,
  }
  await expect(client.cancelOrder(order.orderId, body)).resolves.toEqual({
    relaySubmissionId: 'relay-1',
  })
  expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
    `/v2/orders/${order.orderId}`,
    `/v2/orders/${order.orderId}/cancel`,
  ])
})
