import { OrderApiResponseError } from '../../errors/transport.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import {
  type V1BuildRequest,
  type V1DepositPlan,
  v1BuildRequestSchema,
  v1DepositPlanSchema,
} from '../schemas/build.js'
import type { V1RouteId } from '../schemas/enums.js'
import {
  type V1QuoteRequest,
  type V1QuoteResponse,
  type V1QuoteStreamLine,
  v1QuoteQuerySchema,
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
import { checkRequest, encodeRequest } from './checkRequest.js'
import { readNdjson } from './readNdjson.js'
import { v1CatalogMethods } from './v1CatalogMethods.js'
import { v1OrderMethods } from './v1OrderMethods.js'
import {
  createV1Transport,
  type V1RequestOptions,
  type V1TransportParameters,
} from './v1Transport.js'

export type { V1OrdersParameters } from './v1OrderMethods.js'

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

export type V1Client = ReturnType<typeof createV1Client>

/** The `routes` query: route ids are case-sensitive, and an unknown one is refused here. */
function routesQuery(routes: readonly string[] | undefined): string | undefined {
  if (!routes || routes.length === 0) return undefined
  const joined = routes.join(',')
  checkRequest(v1QuoteQuerySchema, { routes: joined }, 'quote')
  return joined
}

function quoteBody(request: V1QuoteRequestInput): unknown {
  const amount = typeof request.amount === 'bigint' ? request.amount.toString() : request.amount
  // Decoding accepts the decimal or hex string; encoding writes the decimal form.
  return encodeRequest(v1QuoteRequestSchema, { ...request, amount }, 'quote')
}

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

  return {
    ...v1CatalogMethods(transport),

    /** `POST /v1/quotes`: every route's price at once; `routes` is empty when none serves. */
    async getQuotes(
      quote: V1QuoteParameters,
      options?: V1RequestOptions,
    ): Promise<V1QuoteResponse> {
      return transport.json({
        operation: 'quote',
        method: 'POST',
        path: '/v1/quotes',
        query: { routes: routesQuery(quote.routes) },
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
        query: { mode: 'stream', routes: routesQuery(quote.routes) },
        body,
        headers: { ...integratorHeader, accept: 'application/x-ndjson, application/json' },
        options,
      })
      // A server that ignores mode=stream answers one JSON document: its routes, one by one.
      if (!(opened.response.headers.get('content-type') ?? '').includes('ndjson')) {
        const body = await transport.readBody(opened)
        const whole = transport.validate(v1QuoteResponseSchema, body, opened)
        for (const route of whole.routes) yield { quoteId: whole.quoteId, ...route }
        return
      }
      let quoteId: string | undefined
      for await (const value of readNdjson(opened)) {
        const line = transport.validate(v1QuoteStreamLineSchema, value, opened)
        quoteId ??= line.quoteId
        if (line.quoteId !== quoteId)
          throw new OrderApiResponseError({
            operation: opened.operation,
            url: opened.url,
            status: opened.response.status,
            requestId: opened.requestId,
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

    ...v1OrderMethods(transport),
  }
}
