import type { OrderClient, QuoteQueryInput, QuoteResponse } from '@ferry/order-api'
import type { V1OrdersParameters } from '@ferry/order-api/v1'
import { queryOptions } from '@tanstack/react-query'
import { fetchFerryConfig } from '../ferryConfig.js'

type ChainIds = readonly number[] | undefined

// One key for the same set of chains in any order; `all` when none is named.
const chainsKey = (chainIds: ChainIds) =>
  chainIds && chainIds.length > 0 ? [...chainIds].sort((a, b) => a - b).join(',') : 'all'
// EVM hex names one account in any case; other families (Solana, Bitcoin…) are case-sensitive.
const addressKey = (address: string) => (/^0x/i.test(address) ? address.toLowerCase() : address)

/**
 * Every query key of the widget starts with 'ferry', so none clashes with the host app's. The v1
 * service's reads (the catalog and v1 orders) sit under ('ferry', 'v1').
 */
export const ferryKeys = {
  config: (bffUrl: string) => ['ferry', 'config', bffUrl] as const,
  params: (bffUrl: string) => ['ferry', 'params', bffUrl] as const,
  quote: (bffUrl: string, query: QuoteQueryInput | undefined) =>
    ['ferry', 'quote', bffUrl, query] as const,
  order: (bffUrl: string, orderId: string) => ['ferry', 'order', bffUrl, orderId] as const,
  history: (bffUrl: string, depositor: string | undefined) =>
    ['ferry', 'history', bffUrl, depositor?.toLowerCase()] as const,
  bytecode: (chainId: number | undefined, address: string | undefined) =>
    ['ferry', 'bytecode', chainId, address?.toLowerCase()] as const,
  recipientPreflight: (inputs: Record<string, unknown>) =>
    ['ferry', 'recipient-preflight', inputs] as const,
  /** The prefix of every balance: what a swap that moved funds invalidates. */
  balances: () => ['ferry', 'balance'] as const,
  balance: (chainId: number | undefined, token: string | undefined, account: string | undefined) =>
    ['ferry', 'balance', chainId, token?.toLowerCase(), account?.toLowerCase()] as const,
  v1: {
    all: ['ferry', 'v1'] as const,
    chains: (bffUrl: string) => ['ferry', 'v1', 'chains', bffUrl] as const,
    topTokens: (bffUrl: string, chainIds?: ChainIds) =>
      ['ferry', 'v1', 'tokens', bffUrl, chainsKey(chainIds)] as const,
    search: (bffUrl: string, q: string, chainIds?: ChainIds) =>
      ['ferry', 'v1', 'search', bffUrl, q.trim(), chainsKey(chainIds)] as const,
    autocomplete: (bffUrl: string, keyword: string, chainIds?: ChainIds, limit?: number) =>
      ['ferry', 'v1', 'autocomplete', bffUrl, keyword, chainsKey(chainIds), limit ?? null] as const,
    /** The smart input's suggestions: apart from `autocomplete`, the data differ in shape. */
    smartInput: (bffUrl: string, keyword: string | undefined, limit: number) =>
      ['ferry', 'v1', 'smart-input', bffUrl, keyword, limit] as const,
    balances: (bffUrl: string, address: string | undefined, chainIds?: ChainIds) =>
      [
        'ferry',
        'v1',
        'balances',
        bffUrl,
        address === undefined ? null : addressKey(address),
        chainsKey(chainIds),
      ] as const,
    order: (bffUrl: string, orderId: string) => ['ferry', 'v1', 'order', bffUrl, orderId] as const,
    orders: (bffUrl: string, query: V1OrdersParameters | undefined) =>
      [
        'ferry',
        'v1',
        'orders',
        bffUrl,
        query === undefined ? null : { ...query, address: addressKey(query.address) },
      ] as const,
  },
}

/**
 * The BFF's client, loaded with the first request that needs it: the form is interactive before
 * the client's response schemas (zod) arrive (`bffClient.ts`; the code after a quote imports it
 * directly).
 */
export const loadBffClient = (bffUrl: string): Promise<OrderClient> =>
  import('./bffClient.js').then((module) => module.bffClient(bffUrl))

export const configQueryOptions = (bffUrl: string) =>
  queryOptions({
    queryKey: ferryKeys.config(bffUrl),
    queryFn: ({ signal }) => fetchFerryConfig(bffUrl, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const paramsQueryOptions = (bffUrl: string) =>
  queryOptions({
    queryKey: ferryKeys.params(bffUrl),
    queryFn: async ({ signal }) => (await loadBffClient(bffUrl)).getParams({ signal }),
    staleTime: 15_000,
  })

/** Quotes are single-use answers: never cached beyond the screen that shows them. */
/** A quote is asked again once this old, even while its terms hold. */
export const QUOTE_REUSE_MS = 30_000
/** A quote is not reused with less of its terms' life left than this (time to build on it). */
export const QUOTE_REUSE_MARGIN_SECONDS = 60

/**
 * How long an answer stays good to show again for the same amount: `QUOTE_REUSE_MS` after it
 * arrived, and never within `QUOTE_REUSE_MARGIN_SECONDS` of its terms' expiry (spec: GET
 * /v2/quote, rule 9, five minutes). 0 for anything else.
 */
export function quoteReuseMs(parameters: {
  quote: QuoteResponse | undefined
  receivedAt: number
  nowMs: number
}): number {
  const { quote, receivedAt, nowMs } = parameters
  if (!quote) return 0
  const untilMargin = (Number(quote.build.terms.expiresAt) - QUOTE_REUSE_MARGIN_SECONDS) * 1000
  return Math.max(0, Math.min(receivedAt + QUOTE_REUSE_MS, untilMargin) - nowMs)
}

export const quoteQueryOptions = (bffUrl: string, query: QuoteQueryInput | undefined) =>
  queryOptions({
    queryKey: ferryKeys.quote(bffUrl, query),
    // A superseded request is aborted: the signal fires once no one watches its amount.
    queryFn: async ({ signal }) => (await loadBffClient(bffUrl)).getQuote(query!, { signal }),
    enabled: query !== undefined,
    // An amount seen again within the reuse window is answered from memory.
    staleTime: (current) =>
      quoteReuseMs({
        quote: current.state.data,
        receivedAt: current.state.dataUpdatedAt,
        nowMs: Date.now(),
      }),
    gcTime: QUOTE_REUSE_MS,
    retry: false,
  })
