import { type BffChain, bffChainSchema } from '@ferry/order-api/bff'
import type { V1Chain } from '@ferry/order-api/v1'
import { v1ChainListSchema } from '@ferry/order-api/v1'

/**
 * The service's chain (`GET /v1/chains`) as the widget pays from it, or undefined for a family
 * the widget has no wallet for (Solana, Bitcoin). Its first public RPC and its explorer; an
 * entry whose URLs are not http(s) is served without them rather than with a broken link.
 */
export function widgetChainOf(chain: V1Chain): BffChain | undefined {
  const family = chain.type === 'eip155' ? 'evm' : chain.type === 'tron' ? 'tron' : undefined
  if (!family) return undefined
  const candidate = {
    id: chain.id,
    name: chain.name,
    family,
    rpcUrl: chain.rpcUrls.default.http.find(isHttpUrl) ?? null,
    explorerUrl: [chain.blockExplorers?.default?.url].find(isHttpUrl) ?? null,
    nativeCurrency: {
      name: chain.nativeCurrency.name,
      symbol: chain.nativeCurrency.symbol,
      decimals: chain.nativeCurrency.decimals,
    },
  }
  const parsed = bffChainSchema.safeParse(candidate)
  return parsed.success ? parsed.data : undefined
}

function isHttpUrl(value: string | undefined): value is string {
  if (!value) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username
  } catch {
    return false
  }
}

/**
 * The chains served to the widget: the service's list (the body of `GET /v1/chains`, already
 * checked by its cache) with CHAINS on top, by id: an entry of CHAINS replaces the service's
 * (a private RPC, another name), and one the service does not list is added. Sorted as the
 * service lists them, CHAINS' additions last.
 */
export function mergeChains(parameters: {
  serviceList: unknown
  overrides: readonly BffChain[]
}): BffChain[] {
  const parsed = v1ChainListSchema.safeParse(parameters.serviceList)
  const fromService = parsed.success
    ? parsed.data.flatMap((chain) => widgetChainOf(chain) ?? [])
    : []
  const overrides = new Map(parameters.overrides.map((chain) => [chain.id, chain]))
  const merged = fromService.map((chain) => overrides.get(chain.id) ?? chain)
  const listed = new Set(fromService.map((chain) => chain.id))
  return [...merged, ...parameters.overrides.filter((chain) => !listed.has(chain.id))]
}
