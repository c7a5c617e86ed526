import { rateLimitErrorBodySchema, validationErrorBodySchema } from '@ferry/order-api'
import {
  v1AutocompleteQuerySchema,
  v1AutocompleteResponseSchema,
  v1BalancesQuerySchema,
  v1BuildRequestSchema,
  v1ChainListSchema,
  v1DepositPlanSchema,
  v1OrderPageSchema,
  v1OrderSchema,
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1QuoteResponseSchema,
  v1SubmitRequestSchema,
  v1SubmitResponseSchema,
  v1TokenListSchema,
  v1TokenSearchQuerySchema,
  v1TokenSearchResponseSchema,
  v1TokensQuerySchema,
} from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import type { BffOperation } from './bffOperation.js'
import { journalDown, limitedOrCapped } from './buildResponses.js'

const serviceError = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  name: z.optional(z.string()),
})
const invalid = { description: 'The request does not validate', schema: validationErrorBodySchema }
const limited = {
  description: 'Over this client’s share of the limit',
  schema: rateLimitErrorBodySchema,
}
const notFoundText = {
  description: 'Plain text `Order not found` (as the service)',
  mediaType: 'text/plain',
}
const exampleAddress = '0x0000000000000000000000000000000000000001'
const exampleQuoteId = '0b6c7a0e-4b7f-4d8e-9c51-1f0e6c2d9a11'
const address = {
  address: {
    description: 'An EVM, Solana, TRON, Bitcoin, CKB or Stellar address',
    pattern: '^[0-9A-Za-z]{20,100}$',
  },
}
const walletOrderId = {
  orderId: {
    description: 'A wallet order id: c and 24 lowercase letters or digits',
    pattern: '^c[a-z0-9]{24}$',
  },
}
const exampleOrderId = `c${'0'.repeat(24)}`

/** The v1 routes under `/api/v1` (v1Routes.ts), for the OpenAPI document. */
export const v1Operations: BffOperation[] = [
  {
    method: 'get',
    path: '/api/v1/chains',
    operationId: 'v1GetChains',
    summary: 'The chain list, kept five minutes for every browser',
    tags: ['v1'],
    responses: { '200': { description: 'Every chain', schema: v1ChainListSchema }, '429': limited },
    example: {},
  },
  {
    method: 'get',
    path: '/api/v1/chain/{chainId}/icon',
    operationId: 'v1GetChainIcon',
    summary: 'A chain icon (SVG), cached a day; an unknown id gets a default icon',
    tags: ['v1'],
    pathParameters: { chainId: { description: 'A numeric chain id', pattern: '^[0-9]{1,15}$' } },
    responses: {
      '200': { description: 'The icon', mediaType: 'image/svg+xml' },
      '400': invalid,
      '429': limited,
    },
    example: { path: { chainId: '8453' } },
  },
  {
    method: 'get',
    path: '/api/v1/route/{routeId}/icon',
    operationId: 'v1GetRouteIcon',
    summary: 'A route icon (SVG), cached a day',
    tags: ['v1'],
    pathParameters: {
      routeId: {
        description: 'A route id: Native, NativeUTXO, ExternalA, ExternalB or ExternalC',
        pattern: '^(?:Native|NativeUTXO|ExternalA|ExternalB|ExternalC)$',
      },
    },
    responses: {
      '200': { description: 'The icon', mediaType: 'image/svg+xml' },
      '400': invalid,
      '429': limited,
    },
    example: { path: { routeId: 'Native' } },
  },
  {
    method: 'get',
    path: '/api/v1/token-logos/{file}',
    operationId: 'v1GetTokenLogo',
    summary: 'A token logo (SVG) named by a token’s logoURI, cached a day',
    tags: ['v1'],
    pathParameters: {
      file: { description: 'The logo file', pattern: '^[A-Za-z0-9._-]{1,64}\\.svg$' },
    },
    responses: {
      '200': { description: 'The logo', mediaType: 'image/svg+xml' },
      '400': invalid,
      '404': { description: 'No such logo', mediaType: 'text/plain' },
      '429': limited,
    },
    example: { path: { file: 'USDC.svg' } },
  },
  {
    method: 'get',
    path: '/api/v1/tokens',
    operationId: 'v1GetTokens',
    summary: 'Top tokens (cached ten minutes), or with `q` a search',
    tags: ['v1'],
    query: v1TokensQuerySchema,
    responses: {
      '200': {
        description: 'A flat list; `{ data }` with q',
        schema: z.union([v1TokenListSchema, v1TokenSearchResponseSchema]),
      },
      '400': invalid,
      '429': limited,
    },
    example: { query: { chainIds: '1,8453' } },
  },
  {
    method: 'get',
    path: '/api/v1/tokens/search',
    operationId: 'v1SearchTokens',
    summary: 'Tokens by name, symbol or address',
    tags: ['v1'],
    query: v1TokenSearchQuerySchema,
    responses: {
      '200': { description: 'Matching tokens', schema: v1TokenSearchResponseSchema },
      '400': invalid,
      '429': limited,
    },
    example: { query: { q: 'usdc' } },
  },
  {
    method: 'get',
    path: '/api/v1/tokens/balances/{address}',
    operationId: 'v1GetBalances',
    summary: 'Listed tokens the wallet holds (never cached)',
    tags: ['v1'],
    pathParameters: address,
    query: v1BalancesQuerySchema,
    responses: {
      '200': { description: 'Tokens with extensions.balance', schema: v1TokenListSchema },
      '400': invalid,
      '429': limited,
    },
    example: { path: { address: exampleAddress }, query: { chainIds: '1' } },
  },
  {
    method: 'get',
    path: '/api/v1/tokens/autocomplete/{keyword}',
    operationId: 'v1Autocomplete',
    summary: 'Suggestions for input such as `100 usdc on base`',
    tags: ['v1'],
    pathParameters: { keyword: { description: '1 to 64 characters', pattern: '^.{1,64}$' } },
    query: v1AutocompleteQuerySchema,
    responses: {
      '200': {
        description: 'Suggestions and the parsed input',
        schema: v1AutocompleteResponseSchema,
      },
      '400': invalid,
      '429': limited,
    },
    example: { path: { keyword: 'usdc' } },
  },
  {
    method: 'post',
    path: '/api/v1/quotes',
    operationId: 'v1Quote',
    summary:
      'Every route’s price; with mode=stream NDJSON lines as routes answer. The integrator id, referrer and fee are added by the BFF',
    tags: ['v1'],
    query: v1QuoteQuerySchema,
    body: v1QuoteRequestSchema,
    responses: {
      '200': {
        description: 'The routes that quoted (possibly none)',
        schema: v1QuoteResponseSchema,
      },
      '400': invalid,
      '415': { description: 'The body is not application/json' },
      '429': limited,
      '503': { description: 'Maintenance (Retry-After)', schema: serviceError },
    },
    example: {
      body: {
        tradeType: 'EXACT_INPUT',
        fromChainId: 1,
        fromToken: exampleAddress,
        toChainId: 8453,
        toToken: exampleAddress,
        amount: '1000000',
      },
    },
  },
  {
    method: 'post',
    path: '/api/v1/deposit/build',
    operationId: 'v1Build',
    summary: 'The deposit plan of a quoted route (60 a minute per wallet)',
    tags: ['v1'],
    body: v1BuildRequestSchema,
    responses: {
      '200': { description: 'The deposit plan', schema: v1DepositPlanSchema },
      '400': { description: 'Refused by the BFF or the service', schema: serviceError },
      '404': { description: 'Unknown or expired quote, token or chain', schema: serviceError },
      '415': { description: 'The body is not application/json' },
      '429': limitedOrCapped,
      '503': journalDown,
    },
    example: { body: { quoteId: exampleQuoteId, routeId: 'Native', from: exampleAddress } },
  },
  {
    method: 'put',
    path: '/api/v1/deposit/submit',
    operationId: 'v1Submit',
    summary:
      'Registers the deposit once: journaled; a lost answer or a repeat’s 404 is resolved by looking the order up',
    tags: ['v1'],
    body: v1SubmitRequestSchema,
    responses: {
      '200': {
        description: 'The order (recovered: true when found by lookup)',
        schema: v1SubmitResponseSchema,
      },
      '400': { description: 'Refused by the BFF or the service', schema: serviceError },
      '404': { description: 'Unknown quote, and no order found for it', schema: serviceError },
      '415': { description: 'The body is not application/json' },
      '429': limited,
      '502': {
        description: 'No answer, and no order found yet: do not deposit again',
        schema: serviceError,
      },
      '503': journalDown,
    },
    example: {
      body: { quoteId: exampleQuoteId, routeId: 'Native', txHash: `0x${'ab'.repeat(32)}` },
    },
  },
  {
    method: 'get',
    path: '/api/v1/orders/{address}',
    operationId: 'v1ListOrders',
    summary: 'A page of a wallet’s (or refund address’s) orders, newest first',
    tags: ['v1'],
    pathParameters: address,
    query: v1OrdersQuerySchemaDoc(),
    responses: {
      '200': { description: 'A page of orders', schema: v1OrderPageSchema },
      '400': invalid,
      '429': limited,
    },
    example: { path: { address: exampleAddress }, query: { limit: '5' } },
  },
  {
    method: 'get',
    path: '/api/v1/orders/by-id/{orderId}',
    operationId: 'v1GetOrder',
    summary: 'One wallet order',
    tags: ['v1'],
    pathParameters: walletOrderId,
    responses: {
      '200': { description: 'The order', schema: v1OrderSchema },
      '400': invalid,
      '404': notFoundText,
      '429': limited,
    },
    example: { path: { orderId: exampleOrderId } },
  },
  {
    method: 'get',
    path: '/api/v1/orders/by-id/{orderId}/events',
    operationId: 'v1StreamOrder',
    summary: 'Server-sent `order` events of a wallet order, one upstream poller per order',
    tags: ['v1'],
    pathParameters: walletOrderId,
    responses: {
      '200': {
        description: 'An event stream (`order`, `error`, heartbeats)',
        mediaType: 'text/event-stream',
      },
      '400': invalid,
      '429': limited,
      '503': { description: 'Too many orders followed', schema: serviceError },
    },
    example: { path: { orderId: exampleOrderId } },
  },
]

/** The order-list query as documented (orderIds comma-separated; the route also takes repeats). */
function v1OrdersQuerySchemaDoc() {
  return z.object({
    fromChainId: z.optional(z.string()),
    toChainId: z.optional(z.string()),
    limit: z.optional(z.string().check(z.regex(/^\d+$/))),
    cursor: z.optional(z.string().check(z.regex(/^\d+$/))),
    orderIds: z.optional(z.string()),
    txHashSearch: z.optional(z.string()),
  })
}
