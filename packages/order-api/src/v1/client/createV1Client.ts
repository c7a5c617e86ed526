import * as z from 'zod/mini'
import { OrderApiResponseError } from '../../errors/transport.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { describeIssues, V1RequestError } from '../errors/V1RequestError.js'
import {
  type V1AutocompleteResponse,
  v1AutocompleteResponseSchema,
} from '../schemas/autocomplete.js'
import {
  type V1BuildRequest,
  type V1DepositPlan,
  v1BuildRequestSchema,
  v1DepositPlanSchema,
} from '../schemas/build.js'
import { type V1Chain, v1ChainListSchema } from '../schemas/chain.js'
import type { V1RouteId } from '../schemas/enums.js'
import {
  type V1Order,
  type V1OrderPage,
  v1OrderPageSchema,
  v1OrderSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
} from '../schemas/order.js'
import {
  type V1QuoteRequest,
  type V1QuoteResponse,
  type V1QuoteStreamLine,
  v1QuoteRequestSchema,
  v1QuoteResponseSchema,
  v1QuoteStreamLineSchema,
} from '../schemas/quote.js'
import {
  type V1SubmitRequest,
  type V1SubmitResponse,
  v1SubmitRequestSchema,
  v1SubmitResponseSchema,
} from '../schemas/submit.js'
import { type V1Token, v1TokenListSchema, v1TokenSearchResponseSchema } from '../schemas/token.js'
import { v1AutocompleteKeywordSchema, v1BalancesAddressSchema } from '../schemas/tokensQuery.js'
import { readNdjson } from './readNdjson.js'
import {
  createV1Transport,
  readBodyText,
  type V1RequestOptions,
  type V1TransportParameters,
} from './v1Transport.js'

export type CreateV1ClientParameters = V1TransportParameters & {
  /** Sent as `X-Integrator-Id` on quotes: selects the fee configuration (not authentication). */
  integratorId?: string
}

/** A quote request as a caller writes it: the amount a bigint, or a decimal or `0x` hex string. */
export type V1QuoteRequestInput = Omit<V1QuoteRequest, 'amount'> & { amount: bigint | string }

export type V1QuoteParameters = {
  request: V1QuoteRequestInput
  /** Ask only these routes; they are all returned even when the native route quotes. */
  routes?: readonly V1RouteId[]
}

export type V1OrdersParameters = {
  /** The depositing wallet, or the refund address of deposit-address orders. */
  address: string
  fromChainId?: number
  toChainId?: number
  limit?: number
  cursor?: number
  orderIds?: readonly string[]
  txHashSearch?: string
}

type ChainIds = { chainIds?: readonly number[] }

export type V1Client = ReturnType<typeof createV1Client>

/** Checks a request against its schema, or throws V1RequestError naming every problem. */
function checkRequest<schema extends z.ZodMiniType>(
  schema: schema,
  value: unknown,
  what: string,
): z.infer<schema> {
  const checked = schema.safeParse(value)
  if (checked.success) return checked.data
  throw new V1RequestError({
    reason: 'invalid_request',
    message: `The ${what} request is not valid`,
    problems: describeIssues(checked.error.issues),
  })
}

/** The wire form of a checked request (amounts written back as decimal strings). */
function encodeRequest<schema extends z.ZodMiniType>(
  schema: schema,
  value: unknown,
  what: string,
): z.input<schema> {
  return z.encode(schema, checkRequest(schema, value, what))
}

function quoteBody(request: V1QuoteRequestInput): unknown {
  const amount = typeof request.amount === 'bigint' ? request.amount.toString() : request.amount
  // Decoding accepts the decimal or hex string; encoding writes the decimal form.
  return encodeRequest(v1QuoteRequestSchema, { ...request, amount }, 'quote')
}

const chainIdsQuery = (chainIds: readonly number[] | undefined) =>
  chainIds && chainIds.length > 0 ? chainIds.join(',') : undefined

/**
 * A typed client of the Order Service's deprecated v1 API (or of a BFF mirroring it). Requests are
 * checked before they are sent (V1RequestError); responses are validated, amounts read as bigints.
 * Failures throw V1ApiError (an error status) or the transport errors of the v2 client.
 *
 * @example
 * const v1 = createV1Client({ baseUrl: 'https://bff.example.com/api' })
 * for await (const route of v1.streamQuotes({ request })) show(route)
 */
export function createV1Client(parameters: CreateV1ClientParameters) {
  const transport = createV1Transport(parameters)
  const integratorHeader: Record<string, string> = parameters.integratorId
    ? { 'x-integrator-id': parameters.integratorId }
    : {}

  const client = {
    /** `GET /v1/chains`: every chain with its metadata. */
    getChains(options?: V1RequestOptions): Promise<V1Chain[]> {
      return transport.json({
        operation: 'chains',
        method: 'GET',
        path: '/v1/chains',
        schema: v1ChainListSchema,
        options,
      })
    },

    /** The URL of `GET /v1/chain/{chainId}/icon` (an SVG), for an `<img src>`. */
    chainIconUrl(chainId: number): string {
      if (!Number.isSafeInteger(chainId) || chainId < 0)
        throw new V1RequestError({
          reason: 'invalid_request',
          message: `${chainId} is not a chain id`,
        })
      return transport.urlOf({ path: `/v1/chain/${chainId}/icon` })
    },

    /** `GET /v1/tokens` without a term: the top tokens, optionally of some chains. */
    getTopTokens(query: ChainIds = {}, options?: V1RequestOptions): Promise<V1Token[]> {
      return transport.json({
        operation: 'tokens',
        method: 'GET',
        path: '/v1/tokens',
        query: { chainIds: chainIdsQuery(query.chainIds) },
        schema: v1TokenListSchema,
        options,
      })
    },

    /** `GET /v1/tokens/search`: tokens by name, symbol or address. */
    async searchTokens(
      query: ChainIds & { q: string },
      options?: V1RequestOptions,
    ): Promise<V1Token[]> {
      if (query.q.trim() === '') return []
      const page = await transport.json({
        operation: 'tokenSearch',
        method: 'GET',
        path: '/v1/tokens/search',
        query: { q: query.q, chainIds: chainIdsQuery(query.chainIds) },
        schema: v1TokenSearchResponseSchema,
        options,
      })
      return page.data
    },

    /** `GET /v1/tokens/balances/{address}`: the listed tokens the wallet holds, with balances. */
    async getBalances(
      query: ChainIds & { address: string },
      options?: V1RequestOptions,
    ): Promise<V1Token[]> {
      checkRequest(v1BalancesAddressSchema, query.address, 'balances')
      return transport.json({
        operation: 'balances',
        method: 'GET',
        path: `/v1/tokens/balances/${encodeURIComponent(query.address)}`,
        query: { chainIds: chainIdsQuery(query.chainIds) },
        schema: v1TokenListSchema,
        options,
      })
    },

    /** `GET /v1/tokens/autocomplete/{keyword}`: suggestions for input such as "100 usdc on base". */
    async autocomplete(
      query: ChainIds & { keyword: string; limit?: number },
      options?: V1RequestOptions,
    ): Promise<V1AutocompleteResponse> {
      checkRequest(v1AutocompleteKeywordSchema, query.keyword, 'autocomplete')
      // "." and ".." would be read as path steps by URL parsers, escaped or not, and reach
      // another endpoint.
      if (/^(?:\.|\.\.)$/.test(query.keyword))
        throw new V1RequestError({
          reason: 'invalid_request',
          message: 'An autocomplete keyword cannot be "." or ".."',
        })
      return transport.json({
        operation: 'autocomplete',
        method: 'GET',
        path: `/v1/tokens/autocomplete/${encodeURIComponent(query.keyword)}`,
        query: { chainIds: chainIdsQuery(query.chainIds), limit: query.limit },
        schema: v1AutocompleteResponseSchema,
        options,
      })
    },

    /** `POST /v1/quotes`: every route's price at once; `routes` is empty when none serves. */
    async getQuotes(
      quote: V1QuoteParameters,
      options?: V1RequestOptions,
    ): Promise<V1QuoteResponse> {
      return transport.json({
        operation: 'quote',
        method: 'POST',
        path: '/v1/quotes',
        query: { routes: quote.routes?.join(',') || undefined },
        body: quoteBody(quote.request),
        headers: integratorHeader,
        schema: v1QuoteResponseSchema,
        options,
      })
    },

    /**
     * `POST /v1/quotes?mode=stream`: each route as it answers (NDJSON), validated, all with one
     * quoteId. Abort with `signal` or stop iterating; either cancels the response. The stream can
     * end with no route at all.
     */
    async *streamQuotes(
      quote: V1QuoteParameters,
      options?: V1RequestOptions,
    ): AsyncGenerator<V1QuoteStreamLine> {
      const body = quoteBody(quote.request)
      const opened = await transport.open({
        operation: 'quote',
        method: 'POST',
        path: '/v1/quotes',
        query: { mode: 'stream', routes: quote.routes?.join(',') || undefined },
        body,
        headers: { ...integratorHeader, accept: 'application/x-ndjson, application/json' },
        options,
      })
      const context = {
        operation: 'quote' as const,
        url: opened.url,
        status: opened.response.status,
        requestId: opened.requestId,
      }
      // A server that ignores mode=stream answers one JSON document: its routes, one by one.
      if (!(opened.response.headers.get('content-type') ?? '').includes('ndjson')) {
        const whole = transport.validate(
          v1QuoteResponseSchema,
          readBodyText(await transport.readText(opened)),
          context,
        )
        for (const route of whole.routes) yield { quoteId: whole.quoteId, ...route }
        return
      }
      let quoteId: string | undefined
      for await (const value of readNdjson(opened, 'quote')) {
        const line = transport.validate(v1QuoteStreamLineSchema, value, context)
        quoteId ??= line.quoteId
        if (line.quoteId !== quoteId)
          throw new OrderApiResponseError({
            ...context,
            body: value,
            problems: ['quoteId: differs between lines'],
          })
        yield line
      }
    },

    /** `POST /v1/deposit/build`: the deposit plan for a quoted route. Repeatable with the same parties. */
    async build(request: V1BuildRequest, options?: V1RequestOptions): Promise<V1DepositPlan> {
      return transport.json({
        operation: 'build',
        method: 'POST',
        path: '/v1/deposit/build',
        body: encodeRequest(v1BuildRequestSchema, request, 'build'),
        schema: v1DepositPlanSchema,
        options,
      })
    },

    /**
     * `PUT /v1/deposit/submit`: registers the deposit and creates the order. Consumes the quote:
     * never retry one whose answer was lost without looking the order up (see `submitOnce`).
     */
    async submit(request: V1SubmitRequest, options?: V1RequestOptions): Promise<V1SubmitResponse> {
      const sent = [request.txHash, request.signedTransaction].filter(
        (value) => value !== undefined,
      )
      if (sent.length !== 1)
        throw new V1RequestError({
          reason: 'hash_or_transaction',
          message: 'A submit carries exactly one of txHash and signedTransaction',
        })
      return transport.json({
        operation: 'submit',
        method: 'PUT',
        path: '/v1/deposit/submit',
        body: encodeRequest(v1SubmitRequestSchema, request, 'submit'),
        schema: v1SubmitResponseSchema,
        options,
      })
    },

    /** `GET /v1/orders/{address}`: one page, newest first; `cursor` is absent on the last page. */
    async listOrders(query: V1OrdersParameters, options?: V1RequestOptions): Promise<V1OrderPage> {
      const { address, orderIds, ...rest } = query
      checkRequest(v1OrdersAddressSchema, address, 'orders')
      const wire = {
        ...rest,
        orderIds: orderIds && orderIds.length > 0 ? orderIds.join(',') : undefined,
      }
      checkRequest(v1OrdersQuerySchema, wire, 'orders')
      return transport.json({
        operation: 'orders',
        method: 'GET',
        path: `/v1/orders/${encodeURIComponent(address)}`,
        query: wire,
        schema: v1OrderPageSchema,
        options,
      })
    },

    /** Every page of `GET /v1/orders/{address}` for fixed filters, following `cursor`. */
    async *orderPages(
      query: Omit<V1OrdersParameters, 'cursor'>,
      options?: V1RequestOptions,
    ): AsyncGenerator<V1OrderPage> {
      let cursor: number | undefined
      while (true) {
        const page = await client.listOrders(
          cursor === undefined ? query : { ...query, cursor },
          options,
        )
        yield page
        const next = page.cursor
        // The service caps the cursor at 1000; a cursor that does not move on would loop forever.
        if (
          next === undefined ||
          page.data.length === 0 ||
          next > 1000 ||
          (cursor !== undefined && next <= cursor)
        )
          return
        cursor = next
      }
    },

    /**
     * `GET /v1/orders/by-id/{orderId}`: one wallet order, or `null` when the service answers its
     * plain-text 404. Deposit-address orders are read with `listOrders({ address, orderIds })`.
     */
    async getOrderById(orderId: string, options?: V1RequestOptions): Promise<V1Order | null> {
      if (!/^c[a-z0-9]{24}$/.test(orderId))
        throw new V1RequestError({
          reason: 'invalid_request',
          message: `"${orderId.slice(0, 80)}" is not a wallet order id (c and 24 lowercase letters or digits)`,
        })
      try {
        return await transport.json({
          operation: 'order',
          method: 'GET',
          path: `/v1/orders/by-id/${orderId}`,
          schema: v1OrderSchema,
          options,
        })
      } catch (error) {
        if (V1ApiError.isInstance(error) && error.kind === 'order_not_found') return null
        throw error
      }
    },
  }
  return client
}
