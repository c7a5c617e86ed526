import type { OrderClient, QuoteQueryInput } from '@ferry/order-api'
import { queryOptions } from '@tanstack/react-query'
import { fetchFerryConfig } from '../ferryConfig.js'

/** Every query key of the widget starts with 'ferry', so none clashes with the host app's. */
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
  /** The prefix of every balance: what a swap that moved funds invalidates. */
  balances: () => ['ferry', 'balance'] as const,
  balance: (chainId: number | undefined, token: string | undefined, account: string | undefined) =>
    ['ferry', 'balance', chainId, token?.toLowerCase(), account?.toLowerCase()] as const,
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
export const quoteQueryOptions = (bffUrl: string, query: QuoteQueryInput | undefined) =>
  queryOptions({
    queryKey: ferryKeys.quote(bffUrl, query),
    queryFn: async ({ signal }) => (await loadBffClient(bffUrl)).getQuote(query!, { signal }),
    enabled: query !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
