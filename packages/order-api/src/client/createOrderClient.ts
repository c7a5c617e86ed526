import type { OrderApiOperation } from '../errors/classifyApiError.js'
import { OrderApiError } from '../errors/OrderApiError.js'
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
import {
  type CreateHttpTransportParameters,
  createHttpTransport,
  type HttpTransportErrorType,
  type RequestOptions,
  type TransportResponseInfo,
} from '../transport/createHttpTransport.js'

export type { RequestOptions } from '../transport/createHttpTransport.js'

export type CreateOrderClientParameters = Omit<
  CreateHttpTransportParameters<OrderApiOperation>,
  'statusError'
>

/** What `onResponse` sees of every response: the way to read the `x-request-id` of successes. */
export type ResponseInfo = TransportResponseInfo<OrderApiOperation>

export type OrderClient = ReturnType<typeof createOrderClient>

type Query = Record<string, string | number | undefined>

/** What each method of an `OrderClient` throws. */
export type OrderClientErrorType = OrderApiError | HttpTransportErrorType

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
  const { json: request } = createHttpTransport({
    ...parameters,
    statusError: (status) => new OrderApiError(status),
  })

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
