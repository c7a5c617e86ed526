import {
  createV1Client,
  isFinalV1OrderStatus,
  V1ApiError,
  type V1Client,
  type V1Order,
  type V1OrdersParameters,
  V1RequestError,
  v1DepositAddressOrderIdSchema,
} from '@ferry/order-api/v1'
import { queryOptions } from '@tanstack/react-query'

/** Autocomplete keywords longer than this are refused by the service (spec v1: autocomplete). */
const MAX_KEYWORD_LENGTH = 64
/** The spec's order polling window is 5 to 10 s. */
export const V1_ORDER_POLL_MS = 7_500

type ChainIds = readonly number[] | undefined

// One key for the same set of chains in any order; `all` when none is named.
const chainsKey = (chainIds: ChainIds) =>
  chainIds && chainIds.length > 0 ? [...chainIds].sort((a, b) => a - b).join(',') : 'all'
// EVM hex names one account in any case; other families (Solana, Bitcoin…) are case-sensitive.
const addressKey = (address: string) => (/^0x/i.test(address) ? address.toLowerCase() : address)

/** Every v1 query key of the widget: under ('ferry', 'v1'), beside `ferryKeys`. */
export const ferryV1Keys = {
  all: ['ferry', 'v1'] as const,
  chains: (bffUrl: string) => ['ferry', 'v1', 'chains', bffUrl] as const,
  topTokens: (bffUrl: string, chainIds?: ChainIds) =>
    ['ferry', 'v1', 'tokens', bffUrl, chainsKey(chainIds)] as const,
  search: (bffUrl: string, q: string, chainIds?: ChainIds) =>
    ['ferry', 'v1', 'search', bffUrl, q.trim(), chainsKey(chainIds)] as const,
  autocomplete: (bffUrl: string, keyword: string, chainIds?: ChainIds, limit?: number) =>
    ['ferry', 'v1', 'autocomplete', bffUrl, keyword, chainsKey(chainIds), limit ?? null] as const,
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
}

const clients = new Map<string, V1Client>()
/**
 * The v1 client of the BFF, one per BFF. The BFF serves v1 under `/api/v1/*` and the client adds
 * `/v1/…` itself, so its base is `${bffUrl}/api`.
 */
export function v1Client(bffUrl: string): V1Client {
  const baseUrl = `${bffUrl.replace(/\/+$/, '')}/api`
  let client = clients.get(baseUrl)
  if (!client) {
    client = createV1Client({ baseUrl, timeoutMs: 20_000 })
    clients.set(baseUrl, client)
  }
  return client
}

/**
 * Retries a read twice only when asking again soon can help: a failure to connect, a 429 or a
 * 500 (the spec's backoff). A request refused before it left, any other 4xx, and maintenance
 * (whose Retry-After is 300 s) are final for this attempt.
 */
export function retryV1Read(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || V1RequestError.isInstance(error)) return false
  return !V1ApiError.isInstance(error) || error.retry === 'backoff'
}

const minutes = (count: number) => count * 60_000

/** `GET /api/v1/chains`: chain names, explorers, native currencies. The BFF keeps it 5 minutes. */
export const v1ChainsQueryOptions = (bffUrl: string) =>
  queryOptions({
    queryKey: ferryV1Keys.chains(bffUrl),
    queryFn: ({ signal }) => v1Client(bffUrl).getChains({ signal }),
    staleTime: minutes(5),
    retry: retryV1Read,
  })

/** `GET /api/v1/tokens`: the top tokens, of some chains or of all. */
export const v1TopTokensQueryOptions = (bffUrl: string, chainIds?: ChainIds) =>
  queryOptions({
    queryKey: ferryV1Keys.topTokens(bffUrl, chainIds),
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
    queryKey: ferryV1Keys.search(bffUrl, q, chainIds),
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
    queryKey: ferryV1Keys.autocomplete(bffUrl, keyword, options.chainIds, options.limit),
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
    queryKey: ferryV1Keys.balances(bffUrl, address, chainIds),
    queryFn: ({ signal }) =>
      v1Client(bffUrl).getBalances(
        { address: address as string, ...(chainIds ? { chainIds } : {}) },
        { signal },
      ),
    enabled: address !== undefined,
    staleTime: 15_000,
    retry: retryV1Read,
  })

/**
 * Reads one v1 order: a wallet order (`c…`) by id, a deposit-address order (32 hex) in its refund
 * address's list (`?orderIds=`), as the spec reads each (spec v1: GET /v1/orders/by-id). `null`
 * when the service does not know it.
 */
export async function readV1Order(parameters: {
  bffUrl: string
  orderId: string
  /** The refund address a deposit-address order is listed under. */
  address?: string | undefined
  signal?: AbortSignal
}): Promise<V1Order | null> {
  const { bffUrl, orderId, address, signal } = parameters
  const client = v1Client(bffUrl)
  const options = signal ? { signal } : undefined
  if (!v1DepositAddressOrderIdSchema.safeParse(orderId).success)
    return client.getOrderById(orderId, options)
  if (address === undefined)
    throw new V1RequestError({
      reason: 'invalid_request',
      message: 'A deposit-address order is read with its refund address',
    })
  const page = await client.listOrders({ address, orderIds: [orderId], limit: 1 }, options)
  return page.data.find((order) => order.id.toLowerCase() === orderId.toLowerCase()) ?? null
}

/**
 * One v1 order (see `readV1Order`), `null` when unknown. Refetched every 7.5 s (the spec's
 * 5–10 s) until filled, refunded or failed; `refund_pending` keeps polling.
 */
export const v1OrderQueryOptions = (
  bffUrl: string,
  orderId: string,
  /** The refund address, for a deposit-address order. */
  address?: string,
) =>
  queryOptions({
    queryKey: ferryV1Keys.order(bffUrl, orderId),
    queryFn: ({ signal }) => readV1Order({ bffUrl, orderId, address, signal }),
    staleTime: 0,
    refetchInterval: (query) => {
      const order = query.state.data
      if (order === null) return false
      return order && isFinalV1OrderStatus(order.status) ? false : V1_ORDER_POLL_MS
    },
    retry: retryV1Read,
  })

/** `GET /api/v1/orders/{address}`: one page of a wallet's v1 orders, newest first (history). */
export const v1OrdersQueryOptions = (bffUrl: string, query: V1OrdersParameters | undefined) =>
  queryOptions({
    queryKey: ferryV1Keys.orders(bffUrl, query),
    queryFn: ({ signal }) => v1Client(bffUrl).listOrders(query as V1OrdersParameters, { signal }),
    enabled: query !== undefined,
    staleTime: 10_000,
    retry: retryV1Read,
  })
