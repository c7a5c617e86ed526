import type { BffChain } from '@ferry/order-api/bff'
import type { BffConfig } from '../config/config.js'
import { internalUpstreamReason } from '../config/publicOrderEndpoint.js'

/**
 * The one line an operator reads at start: mode, chains, journal, the public order URL, Redis and
 * metrics (credentials of the database and Redis URLs left out).
 */
export function startupSummary(parameters: {
  config: BffConfig
  /** The chains served to the widget (in live mode the service's, with CHAINS on top). */
  chains: readonly BffChain[]
  url: string
  publicOrderUrl: string | undefined
  metricsUrl?: string
}) {
  const { config } = parameters
  const journal = config.databaseUrl
    ? `postgres ${hostOf(config.databaseUrl)}`
    : config.dataDir
      ? `pglite ${config.dataDir}`
      : 'memory'
  const redis = config.redisUrl ? hostOf(config.redisUrl) : 'off'
  const metrics =
    parameters.metricsUrl ?? (config.metricsOnApi ? `${parameters.url}/metrics` : 'off')
  const fields = {
    url: parameters.url,
    mode: config.mode,
    chains: parameters.chains.length,
    journal,
    publicOrder: parameters.publicOrderUrl ?? 'off',
    redis,
    metrics,
  }
  const line = `Ferry BFF ${config.mode} on ${parameters.url}: ${parameters.chains.length} chains, journal ${journal}, public order URL ${fields.publicOrder}, Redis ${redis}, metrics ${metrics}`
  return { fields, line }
}

/**
 * The warning of a live BFF without CANCEL_DOMAIN: the widget then offers no cancel, which an
 * operator should know before a user asks for one. Undefined when a domain is set, or on the
 * devnet (which always names its own).
 */
export function cancelDomainWarning(config: Pick<BffConfig, 'mode' | 'cancelDomain'>) {
  if (config.mode === 'devnet' || config.cancelDomain) return undefined
  return 'CANCEL_DOMAIN is not set: the widget offers no cancel (an order that does not fill settles at its deadline by itself); set it to the EIP-712 domain your onboarding gave to offer one'
}

/** `host:port` of a URL, without its credentials, path or query. */
function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return '(unparsable)'
  }
}

/**
 * Warnings for every address the BFF hands browsers that they cannot reach from the internet (a
 * loopback or private address, an internal name): the chains' RPC and explorer URLs, and the
 * public order URL when PUBLIC_ORDER_URL names one. The devnet's are loopback on purpose.
 */
export function publishedAddressWarnings(parameters: {
  config: BffConfig
  chains: readonly BffChain[]
  publicOrderUrl: string | undefined
}): string[] {
  const { config } = parameters
  if (config.mode === 'devnet') return []
  const published: { what: string; url: string }[] = []
  if (parameters.publicOrderUrl)
    published.push({ what: 'PUBLIC_ORDER_URL', url: parameters.publicOrderUrl })
  for (const chain of parameters.chains) {
    if (chain.rpcUrl) published.push({ what: `the RPC of chain ${chain.id}`, url: chain.rpcUrl })
    if (chain.explorerUrl)
      published.push({ what: `the explorer of chain ${chain.id}`, url: chain.explorerUrl })
  }
  const warnings: string[] = []
  for (const { what, url } of published) {
    const reason = unreachableReason(url)
    if (reason)
      warnings.push(
        `${what} (${url}) ${reason}, yet it is published to browsers: they will not reach it`,
      )
  }
  return warnings
}

/** Why browsers on the internet cannot reach `url` (https or not), or undefined. */
function unreachableReason(url: string): string | undefined {
  try {
    const reason = internalUpstreamReason(url.replace(/^http:/, 'https:'))
    return reason === 'is not https' ? undefined : reason
  } catch {
    return undefined
  }
}
