import { V1RequestError } from '../errors/V1RequestError.js'
import {
  type V1AutocompleteResponse,
  v1AutocompleteResponseSchema,
} from '../schemas/autocomplete.js'
import { type V1Chain, v1ChainListSchema } from '../schemas/chain.js'
import { type V1Token, v1TokenListSchema, v1TokenSearchResponseSchema } from '../schemas/token.js'
import { v1AutocompleteKeywordSchema, v1BalancesAddressSchema } from '../schemas/tokensQuery.js'
import { checkRequest } from './checkRequest.js'
import type { V1RequestOptions, V1Transport } from './v1Transport.js'

type ChainIds = { chainIds?: readonly number[] }

const chainIdsQuery = (chainIds: readonly number[] | undefined) =>
  chainIds && chainIds.length > 0 ? chainIds.join(',') : undefined

/** The v1 client's reads of chains, icons and tokens: what the widget asks v1 for always. */
export function v1CatalogMethods(transport: V1Transport) {
  return {
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
  }
}
