import { queryOptions } from '@tanstack/react-query'
import { ferryKeys } from './queries.js'
import { retryV1Read, v1Client } from './v1Client.js'

// The catalog's reads of the v1 service (chains, tokens, search, autocomplete, balances): always
// on, whichever interface quotes (DESIGN: the trade model). v1 orders are read in `v1/`.

/** Autocomplete keywords longer than this are refused by the service (spec v1: autocomplete). */
const MAX_KEYWORD_LENGTH = 64

type ChainIds = readonly number[] | undefined

const minutes = (count: number) => count * 60_000

/** `GET /api/v1/chains`: chain names, explorers, native currencies. The BFF keeps it 5 minutes. */
export const v1ChainsQueryOptions = (bffUrl: string) =>
  queryOptions({
    queryKey: ferryKeys.v1.chains(bffUrl),
    queryFn: ({ signal }) => v1Client(bffUrl).getChains({ signal }),
    staleTime: minutes(5),
    retry: retryV1Read,
  })

/** `GET /api/v1/tokens`: the top tokens, of some chains or of all. */
export const v1TopTokensQueryOptions = (bffUrl: string, chainIds?: ChainIds) =>
  queryOptions({
    queryKey: ferryKeys.v1.topTokens(bffUrl, chainIds),
    queryFn: ({ signal }) =>
      v1Client(bffUrl).getTopTokens(chainIds ? { chainIds } : {}, { signal }),
    staleTime: minutes(10),
    retry: retryV1Read,
  })

/** The tokens of one chain (the picker's chain tab). */
export const v1ChainTokensQueryOptions = (bffUrl: string, chainId: number) =>
  v1TopTokensQueryOptions(bffUrl, [chainId])

/** `GET /api/v1/tokens/search`: by name, symbol or address; idle while the term is blank. */
export const v1TokenSearchQueryOptions = (bffUrl: string, q: string, chainIds?: ChainIds) =>
  queryOptions({
    queryKey: ferryKeys.v1.search(bffUrl, q, chainIds),
    queryFn: ({ signal }) =>
      v1Client(bffUrl).searchTokens({ q: q.trim(), ...(chainIds ? { chainIds } : {}) }, { signal }),
    enabled: q.trim() !== '',
    staleTime: 60_000,
    retry: retryV1Read,
  })

/**
 * `GET /api/v1/tokens/autocomplete/{keyword}`: the smart input's suggestions ("100 usdc on base").
 * Idle while the text is blank or longer than the service takes.
 */
export const v1AutocompleteQueryOptions = (
  bffUrl: string,
  keyword: string,
  options: { chainIds?: ChainIds; limit?: number } = {},
) =>
  queryOptions({
    queryKey: ferryKeys.v1.autocomplete(bffUrl, keyword, options.chainIds, options.limit),
    queryFn: ({ signal }) =>
      v1Client(bffUrl).autocomplete(
        {
          keyword,
          ...(options.chainIds ? { chainIds: options.chainIds } : {}),
          ...(options.limit === undefined ? {} : { limit: options.limit }),
        },
        { signal },
      ),
    enabled: keyword.trim() !== '' && keyword.length <= MAX_KEYWORD_LENGTH,
    staleTime: 60_000,
    retry: retryV1Read,
  })

/**
 * `GET /api/v1/tokens/balances/{address}`: the overview of what a wallet holds, for the picker.
 * Wagmi's reads stay authoritative for the selected token.
 */
export const v1BalancesQueryOptions = (
  bffUrl: string,
  address: string | undefined,
  chainIds?: ChainIds,
) =>
  queryOptions({
    queryKey: ferryKeys.v1.balances(bffUrl, address, chainIds),
    queryFn: ({ signal }) =>
      v1Client(bffUrl).getBalances(
        { address: address as string, ...(chainIds ? { chainIds } : {}) },
        { signal },
      ),
    enabled: address !== undefined,
    staleTime: 15_000,
    retry: retryV1Read,
  })
