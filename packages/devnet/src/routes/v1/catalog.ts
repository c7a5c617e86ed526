import { toValidationErrorBody } from '@ferry/order-api'
import {
  v1AutocompleteKeywordSchema,
  v1AutocompleteQuerySchema,
  v1BalancesAddressSchema,
  v1BalancesQuerySchema,
  v1RouteIdSchema,
  v1TokenSearchQuerySchema,
  v1TokensQuerySchema,
} from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import type { TronLedger } from '../../tron/tronLedger.js'
import { autocomplete } from '../../v1/catalog/autocomplete.js'
import { chainIconSvg } from '../../v1/catalog/chainIcon.js'
import {
  type BitcoinBalanceSource,
  createBalanceReader,
  type SolanaBalanceSource,
  type SpokeBalanceSource,
} from '../../v1/catalog/readBalances.js'
import { searchTokens } from '../../v1/catalog/searchTokens.js'
import { tokenLogoSvg } from '../../v1/catalog/tokenLogo.js'
import { tradeRouteIconSvg } from '../../v1/catalog/tradeRouteIcon.js'
import { type CatalogChains, createV1Catalog, type V1Token } from '../../v1/catalog/v1Catalog.js'
import { v1ChainList } from '../../v1/catalog/v1Chains.js'
import { v1Cors } from '../../v1/catalog/v1Cors.js'
import { v1TokenWire } from '../../v1/catalog/v1TokenWire.js'

export type V1CatalogDeps = {
  chains: { spokes: readonly (CatalogChains['spokes'][number] & { rpcUrl: string })[] }
  /** The devnet's clients of its anvil spokes: EVM balances are read through them. */
  spokes: SpokeBalanceSource
  /** The simulated TRON ledger: its token is listed, its balances are read. */
  tron: Pick<TronLedger, 'balanceOf' | 'token'>
  /** The devnet's Solana: SOL and its USDC are listed, balances read from its runtime. */
  solana?: (SolanaBalanceSource & { rpcUrl: string; explorerUrl: string }) | undefined
  /** The devnet's Bitcoin: BTC is listed, balances read from its UTXOs, its explorer linked. */
  bitcoin?: (BitcoinBalanceSource & { explorerUrl: string }) | undefined
  /** The devnet clock, Unix seconds: prices move with it. */
  clock: { now(): number }
}

// Any run of digits is a chain id, however long: an unknown one still gets the default icon.
const iconPathSchema = z.object({
  chainId: z.string().check(z.regex(/^\d{1,32}$/, 'must be a numeric chain id')),
})
const routeIconPathSchema = z.object({ routeId: v1RouteIdSchema })
const svgHeaders = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' }

/**
 * The v1 catalog routes of the stand-in, to mount under `/v1`: chains and their icons, route icons, tokens
 * (top list, search, balances, autocomplete) with prices and logos served here.
 */
export function createV1CatalogRoutes(deps: V1CatalogDeps) {
  const catalog = createV1Catalog({
    chains: deps.chains,
    tronUsdt: deps.tron.token,
    solanaUsdc: deps.solana?.usdc.mint,
    bitcoin: deps.bitcoin !== undefined,
  })
  const chainList = v1ChainList({
    localRpcUrls: Object.fromEntries(
      deps.chains.spokes.map((spoke) => [spoke.chainId, spoke.rpcUrl]),
    ),
    solana: deps.solana,
    bitcoin: deps.bitcoin,
  })
  const readBalances = createBalanceReader({
    spokes: deps.spokes,
    tron: deps.tron,
    solana: deps.solana,
    bitcoin: deps.bitcoin,
  })
  const listedSymbols = new Set(catalog.tokens.map((token) => token.symbol))

  const parse = <T>(c: Context, schema: z.ZodMiniType<T>, input: unknown) => {
    const parsed = schema.safeParse(input)
    return parsed.success
      ? ({ ok: true, data: parsed.data } as const)
      : ({ ok: false, response: c.json(toValidationErrorBody(parsed.error), 400) } as const)
  }
  const onChains = (chainIds: readonly number[] | undefined) =>
    chainIds ? catalog.tokens.filter((token) => chainIds.includes(token.chainId)) : catalog.tokens
  const wire = (c: Context, tokens: readonly V1Token[]) => {
    const origin = new URL(c.req.url).origin
    const at = deps.clock.now()
    return tokens.map((token) => v1TokenWire({ token, origin, at }))
  }
  const search = (c: Context, q: string, chainIds: readonly number[] | undefined) =>
    c.json({ data: wire(c, searchTokens({ tokens: catalog.tokens, query: q, chainIds })) })

  const app = new Hono()
  app.use(v1Cors())

  app.get('/chains', (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json(chainList)
  })

  app.get('/chain/:chainId/icon', (c) => {
    const parsed = parse(c, iconPathSchema, c.req.param())
    if (!parsed.ok) return parsed.response
    return c.body(chainIconSvg({ chainId: Number(parsed.data.chainId) }), 200, svgHeaders)
  })

  app.get('/route/:routeId/icon', (c) => {
    const parsed = parse(c, routeIconPathSchema, c.req.param())
    if (!parsed.ok) return parsed.response
    return c.body(tradeRouteIconSvg({ routeId: parsed.data.routeId }), 200, svgHeaders)
  })

  app.get('/token-logos/:file', (c) => {
    const symbol = /^(.+)\.svg$/.exec(c.req.param('file'))?.[1]
    if (!symbol || !listedSymbols.has(symbol)) return c.notFound()
    return c.body(tokenLogoSvg({ symbol }), 200, svgHeaders)
  })

  app.get('/tokens', (c) => {
    const parsed = parse(c, v1TokensQuerySchema, c.req.query())
    if (!parsed.ok) return parsed.response
    const { q, chainIds } = parsed.data
    if (q?.trim()) return search(c, q, chainIds)
    return c.json(wire(c, onChains(chainIds)))
  })

  app.get('/tokens/top', (c) => {
    const parsed = parse(c, v1BalancesQuerySchema, c.req.query())
    if (!parsed.ok) return parsed.response
    return c.json(wire(c, onChains(parsed.data.chainIds)))
  })

  app.get('/tokens/search', (c) => {
    const parsed = parse(c, v1TokenSearchQuerySchema, c.req.query())
    if (!parsed.ok) return parsed.response
    return search(c, parsed.data.q, parsed.data.chainIds)
  })

  app.get('/tokens/balances/:address', async (c) => {
    const path = parse(c, z.object({ address: v1BalancesAddressSchema }), c.req.param())
    if (!path.ok) return path.response
    const query = parse(c, v1BalancesQuerySchema, c.req.query())
    if (!query.ok) return query.response
    // Unknown chain ids select nothing; they are not an error.
    const held = await readBalances({
      address: path.data.address,
      tokens: onChains(query.data.chainIds),
    })
    const origin = new URL(c.req.url).origin
    const at = deps.clock.now()
    return c.json(held.map(({ token, balance }) => v1TokenWire({ token, origin, at, balance })))
  })

  app.get('/tokens/autocomplete/:keyword', (c) => {
    const path = parse(c, z.object({ keyword: v1AutocompleteKeywordSchema }), c.req.param())
    if (!path.ok) return path.response
    const query = parse(c, v1AutocompleteQuerySchema, c.req.query())
    if (!query.ok) return query.response
    return c.json(
      autocomplete({
        keyword: path.data.keyword,
        tokens: catalog.tokens,
        chains: chainList,
        chainIds: query.data.chainIds,
        limit: query.data.limit ?? 10,
        origin: new URL(c.req.url).origin,
        at: deps.clock.now(),
      }),
    )
  })

  return app
}
