import {
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1AutocompleteResponseSchema,
  v1BalancesAddressSchema,
  v1BalancesQuerySchema,
  v1TokenListSchema,
  v1TokenSearchQuerySchema,
  v1TokenSearchResponseSchema,
  v1TokensQuerySchema,
} from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import { declareRoute } from '../../http/routeDeclaration.js'
import { examples, invalid, limited } from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import type { V1Context } from '../../v1/createV1Context.js'

// `/api/v1/tokens…`: top tokens (cached), search, balances and autocomplete, each validated
// before it goes upstream and governed by the catalog budget.

/** The top-token list: prices inside move, the list itself rarely. */
const TOP_TOKENS_CACHE = 'public, max-age=600, stale-while-revalidate=3600'

type CatalogNeeds = { services: Pick<Services, 'limits'>; v1: V1Context }

/** `GET /api/v1/tokens`: without `q` the top tokens (kept for everyone); with it a search. */
export const tokensRoute = declareRoute({
  method: 'get',
  path: '/api/v1/tokens',
  operationId: 'v1GetTokens',
  summary: 'Top tokens (cached ten minutes), or with `q` a search',
  tags: ['v1'],
  request: { query: v1TokensQuerySchema },
  responses: {
    '200': {
      description: 'A flat list; `{ data }` with q',
      schema: z.union([v1TokenListSchema, v1TokenSearchResponseSchema]),
    },
    '400': invalid,
    '429': limited,
  },
  example: { query: { chainIds: '1,8453' } },
  handler:
    ({ v1 }: CatalogNeeds) =>
    async (c, { query: { q, chainIds } }) => {
      const call = {
        method: 'GET' as const,
        path: '/v1/tokens',
        query: { q: q || undefined, chainIds: chainIds?.join(',') },
      }
      if (!q?.trim()) return v1.topTokens(c, call, TOP_TOKENS_CACHE)
      return v1.read(c, { budget: 'v1catalog', call, cacheControl: 'public, max-age=60' })
    },
})

/** `GET /api/v1/tokens/search`: tokens by name, symbol or address. */
export const tokenSearchRoute = declareRoute({
  method: 'get',
  path: '/api/v1/tokens/search',
  operationId: 'v1SearchTokens',
  summary: 'Tokens by name, symbol or address',
  tags: ['v1'],
  request: { query: v1TokenSearchQuerySchema },
  responses: {
    '200': { description: 'Matching tokens', schema: v1TokenSearchResponseSchema },
    '400': invalid,
    '429': limited,
  },
  example: { query: { q: 'usdc' } },
  handler:
    ({ v1 }: CatalogNeeds) =>
    async (c, { query: { q, chainIds } }) => {
      return v1.read(c, {
        budget: 'v1catalog',
        call: {
          method: 'GET',
          path: '/v1/tokens/search',
          query: { q, chainIds: chainIds?.join(',') },
        },
        cacheControl: 'public, max-age=60',
      })
    },
})

/** `GET /api/v1/tokens/balances/{address}`: the listed tokens a wallet holds, never cached. */
export const balancesRoute = declareRoute({
  method: 'get',
  path: '/api/v1/tokens/balances/{address}',
  operationId: 'v1GetBalances',
  summary: 'Listed tokens the wallet holds (never cached)',
  tags: ['v1'],
  pathParameters: {
    address: {
      description: 'An EVM, Solana, TRON, Bitcoin or CKB address',
      pattern: '^[0-9A-Za-z]{20,100}$',
    },
  },
  request: { params: z.object({ address: v1BalancesAddressSchema }), query: v1BalancesQuerySchema },
  responses: {
    '200': { description: 'Tokens with extensions.balance', schema: v1TokenListSchema },
    '400': invalid,
    '429': limited,
  },
  example: { path: { address: examples.address }, query: { chainIds: '1' } },
  handler:
    ({ v1 }: CatalogNeeds) =>
    async (c, { params: { address }, query: { chainIds } }) => {
      return v1.read(c, {
        budget: 'v1catalog',
        call: {
          method: 'GET',
          path: `/v1/tokens/balances/${encodeURIComponent(address)}`,
          query: { chainIds: chainIds?.join(',') },
        },
        cacheControl: 'no-store',
      })
    },
})

/** `GET /api/v1/tokens/autocomplete/{keyword}`: suggestions for input like `100 usdc on base`. */
export const autocompleteRoute = declareRoute({
  method: 'get',
  path: '/api/v1/tokens/autocomplete/{keyword}',
  operationId: 'v1Autocomplete',
  summary: 'Suggestions for input such as `100 usdc on base`',
  tags: ['v1'],
  pathParameters: { keyword: { description: '1 to 64 characters' } },
  request: {
    params: z.object({ keyword: v1AutocompleteKeywordSchema }),
    query: v1AutocompleteQuerySchema,
  },
  responses: {
    '200': {
      description: 'Suggestions and the parsed input',
      schema: v1AutocompleteResponseSchema,
    },
    '400': invalid,
    '429': limited,
  },
  example: { path: { keyword: 'usdc' } },
  handler:
    ({ v1 }: CatalogNeeds) =>
    async (c, { params: { keyword }, query }) => {
      return v1.read(c, {
        budget: 'v1catalog',
        call: {
          method: 'GET',
          path: `/v1/tokens/autocomplete/${encodeURIComponent(keyword)}`,
          query: {
            chainIds: query.chainIds?.join(','),
            limit: query.limit === undefined ? undefined : String(query.limit),
          },
        },
        cacheControl: 'public, max-age=60',
      })
    },
})
