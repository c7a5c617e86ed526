import type * as z from 'zod/mini'
import type { OrderApiOperation } from '../errors/classifyApiError.js'
import { OrderApiError } from '../errors/OrderApiError.js'
import {
  type OrderApiAbortedError,
  type OrderApiNetworkError,
  OrderApiResponseError,
  type OrderApiTimeoutError,
} from '../errors/transport.js'
import { type BuildRequest, type BuildResponse, buildResponseSchema } from '../schemas/build.js'
import { type CancelRequest, type CancelResponse, cancelResponseSchema } from '../schemas/cancel.js'
import { type HealthResponse, healthResponseSchema } from '../schemas/health.js'
import {
  type OrderListQueryInput,
  type OrderListResponse,
  type OrderRecord,
  orderListResponseSchema,
  orderRecordSchema,
} from '../schemas/order.js'
import { type ParamsResponse, paramsResponseSchema } from '../schemas/params.js'
import { type QuoteQueryInput, type QuoteResponse, quoteResponseSchema } from '../schemas/quote.js'
import { createRequestAbort } from './requestAbort.js'

export type CreateOrderClientParameters = {
  /** Base URL without `/v2`: the service's, or `<bff>/api` for the BFF. */
  baseUrl: string
  /** Sent as `X-API-Key` when given. Only ever on a server. */
  apiKey?: string
  fetch?: typeof fetch
  /** Per-request time limit. Default 30 000 ms. */
  timeoutMs?: number
  /** Aborts every request of this client. */
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Called for every response, success or not. */
  onResponse?: (info: ResponseInfo) => void
}

export type ResponseInfo = {
  operation: OrderApiOperation
  url: string
  status: number
  requestId: string | undefined
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> }

export type OrderClient = ReturnType<typeof createOrderClient>

type Query = Record<string, string | number | undefined>

function toQueryString(query: Query | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** What each method of an `OrderClient` throws. */
export type OrderClientErrorType =
  | OrderApiError
  | OrderApiTimeoutError
  | OrderApiNetworkError
  | OrderApiAbortedError
  | OrderApiResponseError

/**
 * A typed client of the Order Service v2 API (or of the BFF, which mirrors it under `/api`).
 * Each method validates the response and resolves to its data, or throws `OrderApiError`
 * (an error status), `OrderApiTimeoutError`, `OrderApiNetworkError` (no response),
 * `OrderApiAbortedError` or `OrderApiResponseError` (a body that does not match the API).
 *
 * @example
 * const client = createOrderClient({ baseUrl: 'https://bff.example.com/api' })
 * const quote = await client.getQuote({ fromChainId: 1, from: usdc, toChainId: 8453, to: usdc, srcAmount: '1000000' })
 */
export function createOrderClient(parameters: CreateOrderClientParameters) {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = parameters.timeoutMs ?? 30_000

  async function request<schema extends z.ZodMiniType>(call: {
    operation: OrderApiOperation
    method: 'GET' | 'POST'
    path: string
    query?: Query
    body?: unknown
    schema: schema
    options: RequestOptions | undefined
  }): Promise<z.infer<schema>> {
    const url = `${baseUrl}${call.path}${toQueryString(call.query)}`
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...parameters.headers,
      ...call.options?.headers,
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    if (parameters.apiKey) headers['x-api-key'] = parameters.apiKey
    const abort = createRequestAbort({
      signals: [parameters.signal, call.options?.signal],
      timeoutMs,
      operation: call.operation,
      url,
    })
    let response: Response
    let text: string
    try {
      response = await fetchFn(url, {
        method: call.method,
        headers,
        signal: abort.signal,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })
      text = await response.text()
    } catch (cause) {
      throw abort.failure(cause)
    } finally {
      abort.release()
    }
    const requestId = response.headers.get('x-request-id') ?? undefined
    parameters.onResponse?.({ operation: call.operation, url, status: response.status, requestId })
    const body = parseBody(text)
    if (!response.ok) {
      throw new OrderApiError({
        status: response.status,
        body,
        headers: response.headers,
        requestId,
        operation: call.operation,
      })
    }
    const parsed = call.schema.safeParse(body)
    if (!parsed.success) {
      throw new OrderApiResponseError({
        operation: call.operation,
        url,
        status: response.status,
        body,
        requestId,
        problems: parsed.error.issues.map(
          (issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`,
        ),
      })
    }
    return parsed.data
  }

  const client = {
    /** `GET /v2/params`: tokens with their fees, and the integrator's terms. */
    getParams(options?: RequestOptions): Promise<ParamsResponse> {
      return request({
        operation: 'params',
        method: 'GET',
        path: '/v2/params',
        schema: paramsResponseSchema,
        options,
      })
    },
    /** `GET /v2/quote`: a single-use price for one direction and size. */
    getQuote(query: QuoteQueryInput, options?: RequestOptions): Promise<QuoteResponse> {
      return request({
        operation: 'quote',
        method: 'GET',
        path: '/v2/quote',
        query: query as Query,
        schema: quoteResponseSchema,
        options,
      })
    },
    /** `POST /v2/build`: creates an order. Not idempotent: never retry one that answered. */
    build(body: BuildRequest, options?: RequestOptions): Promise<BuildResponse> {
      return request({
        operation: 'build',
        method: 'POST',
        path: '/v2/build',
        body,
        schema: buildResponseSchema,
        options,
      })
    },
    /** `GET /v2/orders`: one page of the integrator's orders, newest first. */
    listOrders(
      query: OrderListQueryInput = {},
      options?: RequestOptions,
    ): Promise<OrderListResponse> {
      return request({
        operation: 'orders',
        method: 'GET',
        path: '/v2/orders',
        query: query as Query,
        schema: orderListResponseSchema,
        options,
      })
    },
    /** Every page of `GET /v2/orders` for fixed filters, following `nextCursor`. */
    async *listOrderPages(
      query: Omit<OrderListQueryInput, 'cursor'> = {},
      options?: RequestOptions,
    ): AsyncGenerator<OrderListResponse> {
      let cursor: string | undefined
      const seen = new Set<string>()
      while (true) {
        const page = await client.listOrders(cursor ? { ...query, cursor } : query, options)
        yield page
        const next = page.nextCursor
        if (!next || page.orders.length === 0 || seen.has(next)) return
        seen.add(next)
        cursor = next
      }
    },
    /** `GET /v2/orders/{orderId}`: one order with its full trail. */
    getOrder(orderId: string, options?: RequestOptions): Promise<OrderRecord> {
      return request({
        operation: 'order',
        method: 'GET',
        path: `/v2/orders/${encodeURIComponent(orderId)}`,
        schema: orderRecordSchema,
        options,
      })
    },
    /** `POST /v2/orders/{orderId}/cancel`: relays a depositor-signed cancel. */
    cancelOrder(
      orderId: string,
      body: CancelRequest,
      options?: RequestOptions,
    ): Promise<CancelResponse> {
      return request({
        operation: 'cancel',
        method: 'POST',
        path: `/v2/orders/${encodeURIComponent(orderId)}/cancel`,
        body,
        schema: cancelResponseSchema,
        options,
      })
    },
    /** `GET /v2/health`: global pipeline liveness. A 503 degraded answer throws. */
    getHealth(options?: RequestOptions): Promise<HealthResponse> {
      return request({
        operation: 'health',
        method: 'GET',
        path: '/v2/health',
        schema: healthResponseSchema,
        options,
      })
    },
  }
  return client
}
