import {
  buildRequestSchema,
  cancelRequestSchema,
  cancelResponseSchema,
  healthResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  paramsResponseSchema,
  quoteQuerySchema,
  quoteResponseSchema,
  rateLimitErrorBodySchema,
  routeErrorBodySchema,
  validationErrorBodySchema,
} from '@ferry/order-api'
import {
  bffBuildResponseSchema,
  bffOrderSchema,
  buildAttemptSchema,
  buildOutcomePendingBodySchema,
  buildOutcomeUnknownBodySchema,
  planRefusalReportSchema,
  widgetConfigSchema,
} from '@ferry/order-api/bff'
import * as z from 'zod/mini'
import type { BffOperation } from './bffOperation.js'
import { journalDown, limitedOrCapped } from './buildResponses.js'
import { pageOperations } from './pageOperations.js'
import { v1Operations } from './v1Operations.js'
import { webhookOperations } from './webhookOperations.js'

const upstreamFailure = z.object({ error: z.string() })
/** An error of the service, reduced to the spec's fields before it reaches a browser. */
const serviceError = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  name: z.optional(z.string()),
})
const orderIdParameter = {
  orderId: {
    description: 'The order id: 0x and 64 hex characters',
    pattern: '^0x[0-9a-fA-F]{64}$',
  },
}
const exampleOrderId = `0x${'0'.repeat(63)}1`
const exampleToken = '0x0000000000000000000000000000000000000001'
const limited = {
  description: 'Over this client’s share of the limit',
  schema: rateLimitErrorBodySchema,
}
const invalid = { description: 'The request does not validate', schema: validationErrorBodySchema }
const unreachable = {
  description: 'The Order Service could not be reached, or answered oddly',
  schema: upstreamFailure,
}

/**
 * Every route of the BFF's public API. The OpenAPI document is generated from this table and the
 * zod schemas the routes validate with (`openApiDocument.ts`); a test sends each example.
 */
export const bffOperations: BffOperation[] = [
  {
    method: 'get',
    path: '/api/config',
    operationId: 'getConfig',
    summary: 'What the widget needs to start: chains, RPC URLs, the cancel domain, the mode',
    tags: ['widget'],
    responses: { '200': { description: 'The widget configuration', schema: widgetConfigSchema } },
    example: {},
  },
  {
    method: 'get',
    path: '/api/healthz',
    operationId: 'getLiveness',
    summary: 'Liveness of this BFF process',
    tags: ['operations'],
    responses: { '200': { description: 'Alive', schema: z.looseObject({ status: z.string() }) } },
    example: {},
  },
  {
    method: 'get',
    path: '/api/readyz',
    operationId: 'getReadiness',
    summary:
      'Readiness: the journal database answers (the service’s state is reported, not required)',
    tags: ['operations'],
    responses: {
      '200': {
        description: 'Ready',
        schema: z.looseObject({ status: z.string(), database: z.string(), upstream: z.string() }),
      },
      '503': { description: 'The journal database does not answer' },
    },
    example: {},
  },
  {
    method: 'get',
    path: '/metrics',
    operationId: 'getMetrics',
    summary: 'Prometheus metrics of this instance (only on METRICS_PORT when that is set)',
    tags: ['operations'],
    responses: {
      '200': { description: 'Prometheus text format', mediaType: 'text/plain' },
      '404': { description: 'Served on METRICS_PORT instead', mediaType: 'text/plain' },
    },
    example: {},
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This document',
    tags: ['operations'],
    responses: {
      '200': { description: 'The OpenAPI 3.1 document', mediaType: 'application/json' },
    },
    example: {},
  },
  {
    method: 'get',
    path: '/api/v2/params',
    operationId: 'getParams',
    summary: 'Tokens and terms of the service (cached up to 15 s)',
    tags: ['v2'],
    responses: {
      '200': { description: 'Tokens and terms', schema: paramsResponseSchema },
      '502': unreachable,
    },
    example: {},
  },
  {
    method: 'get',
    path: '/api/v2/quote',
    operationId: 'getQuote',
    summary: 'A quote for a direction and size (retried within a budget on 429 and 503)',
    tags: ['v2'],
    query: quoteQuerySchema,
    responses: {
      '200': { description: 'The quote', schema: quoteResponseSchema },
      '400': invalid,
      '409': { description: 'Outside what the solver can fill', schema: routeErrorBodySchema },
      '429': limited,
    },
    example: {
      query: { fromChainId: '1', from: exampleToken, toChainId: '8453', to: exampleToken },
    },
  },
  {
    method: 'post',
    path: '/api/v2/build',
    operationId: 'build',
    summary: 'Builds an order from a quote; journaled, never built twice for one answer',
    tags: ['v2'],
    body: buildRequestSchema,
    responses: {
      '200': { description: 'The order and what to sign', schema: bffBuildResponseSchema },
      '400': invalid,
      '409': {
        description: 'An earlier build of this depositor for this trade is still being confirmed',
        schema: buildOutcomePendingBodySchema,
      },
      '415': { description: 'The body is not application/json' },
      '429': limitedOrCapped,
      '503': {
        description:
          'The service did not say whether it created the order: ask /api/v2/builds/{id}. Or nothing was sent: the journal cannot be written, or the depositor’s orders could not be listed (Retry-After)',
        schema: z.union([buildOutcomeUnknownBodySchema, journalDown.schema]),
      },
    },
    example: { body: { amount: '1' } },
  },
  {
    method: 'get',
    path: '/api/v2/builds/{buildAttemptId}',
    operationId: 'getBuildAttempt',
    summary: 'What became of a build whose answer was lost',
    tags: ['v2'],
    pathParameters: {
      buildAttemptId: { description: 'From a 503 or 409 of build', pattern: '^[0-9a-f-]{36}$' },
    },
    responses: {
      '200': {
        description: 'pending, created, created_unfundable or not_created',
        schema: buildAttemptSchema,
      },
      '404': { description: 'No such build attempt' },
    },
    example: { path: { buildAttemptId: '00000000-0000-4000-8000-000000000000' } },
  },
  {
    method: 'get',
    path: '/api/v2/orders',
    operationId: 'listOrders',
    summary: 'A depositor’s orders; needs a Sign-In with Ethereum session of that depositor',
    tags: ['v2'],
    session: true,
    query: orderListQuerySchema,
    responses: {
      '200': { description: 'A page of orders', schema: orderListResponseSchema },
      '400': invalid,
      '401': { description: 'No session' },
      '403': { description: 'A session of another address' },
    },
    example: { query: { depositor: exampleToken } },
  },
  {
    method: 'get',
    path: '/api/v2/orders/{orderId}',
    operationId: 'getOrder',
    summary: 'One order, with the journal’s build time and deadline',
    tags: ['v2'],
    pathParameters: orderIdParameter,
    responses: {
      '200': { description: 'The order', schema: bffOrderSchema },
      '400': invalid,
      '404': { description: 'No such order', schema: serviceError },
    },
    example: { path: { orderId: exampleOrderId } },
  },
  {
    method: 'get',
    path: '/api/v2/orders/{orderId}/events',
    operationId: 'streamOrder',
    summary: 'Server-sent `order` events on every change, one upstream poller per order',
    tags: ['v2'],
    pathParameters: orderIdParameter,
    responses: {
      '200': {
        description: 'An event stream (`order`, `error`, heartbeats)',
        mediaType: 'text/event-stream',
      },
      '400': invalid,
      '429': limited,
    },
    example: { path: { orderId: exampleOrderId } },
  },
  {
    method: 'post',
    path: '/api/v2/orders/{orderId}/cancel',
    operationId: 'cancelOrder',
    summary: 'Relays a signed cancel once',
    tags: ['v2'],
    pathParameters: orderIdParameter,
    body: cancelRequestSchema,
    responses: {
      '200': { description: 'Relayed', schema: cancelResponseSchema },
      '400': invalid,
      '404': { description: 'No such order' },
      '409': { description: 'Not cancellable now', schema: routeErrorBodySchema },
      '415': { description: 'The body is not application/json' },
    },
    example: { path: { orderId: exampleOrderId }, body: { payload: {} } },
  },
  {
    method: 'get',
    path: '/api/v2/health',
    operationId: 'getHealth',
    summary: 'The service’s health counts (cached a few seconds)',
    tags: ['v2'],
    responses: {
      '200': { description: 'Health counts', schema: healthResponseSchema },
      '429': limited,
      '502': unreachable,
    },
    example: {},
  },
  {
    method: 'get',
    path: '/api/session/nonce',
    operationId: 'getSignInNonce',
    summary: 'A single-use nonce for a Sign-In with Ethereum message',
    tags: ['session'],
    responses: {
      '200': { description: 'The nonce', schema: z.looseObject({ nonce: z.string() }) },
    },
    example: {},
  },
  {
    method: 'post',
    path: '/api/session',
    operationId: 'signIn',
    summary: 'Signs in with a signed EIP-4361 message: a bearer token and an HttpOnly cookie',
    tags: ['session'],
    body: z.object({ message: z.string(), signature: z.string() }),
    responses: {
      '200': {
        description: 'Signed in',
        schema: z.object({ token: z.string(), address: z.string(), expiresAt: z.number() }),
      },
      '400': { description: 'Not { message, signature }', schema: serviceError },
      '401': {
        description: 'The message or signature does not sign in here',
        schema: serviceError,
      },
      '403': { description: 'An origin outside ALLOWED_ORIGINS' },
      '415': { description: 'The body is not application/json' },
      '429': { description: 'Too many sign-in attempts from this client', schema: serviceError },
    },
    example: { body: { message: 'not a sign-in message', signature: '0x00' } },
  },
  {
    method: 'delete',
    path: '/api/session',
    operationId: 'signOut',
    summary: 'Ends the session (token revoked, cookie cleared)',
    tags: ['session'],
    session: true,
    responses: { '204': { description: 'Signed out' } },
    example: {},
  },
  {
    method: 'post',
    path: '/api/telemetry/plan-refusals',
    operationId: 'reportPlanRefusal',
    summary:
      'A swap the widget stopped before the wallet opened (its plan differed from the trade): logged and counted',
    tags: ['widget'],
    body: planRefusalReportSchema,
    responses: {
      '204': { description: 'Logged and counted' },
      '400': {
        description: 'Not a report of a field, an interface and two chains',
        schema: serviceError,
      },
      '429': {
        description: 'Too many reports from this client or this process',
        schema: serviceError,
      },
    },
    example: { body: { interface: 'v2', field: 'payout', srcChainId: 1, dstChainId: 8453 } },
  },
  ...webhookOperations,
  ...v1Operations,
  ...pageOperations,
]
