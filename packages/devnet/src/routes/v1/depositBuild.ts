import { TRON_CHAIN_ID, toValidationErrorBody } from '@ferry/order-api'
import {
  isValidV1AddressForChain,
  V1_BITCOIN_CHAIN_ID,
  V1_SOLANA_CHAIN_ID,
  v1BuildRequestSchema,
} from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { withFault } from '../../middleware/withFault.js'
import { bitcoinTransferPlan } from '../../v1/build/bitcoinTransferPlan.js'
import { contractCallPlan } from '../../v1/build/contractCallPlan.js'
import { depositAddressKey } from '../../v1/build/depositAddressSweeper.js'
import { solanaContractCallPlan } from '../../v1/build/solanaContractCallPlan.js'
import { isSameV1Address } from '../../v1/isSameV1Address.js'
import { readV1Body } from '../../v1/readV1Body.js'
import { createV1EngineRow } from '../../v1/v1EngineOrder.js'
import type { V1BuildRecord, V1StoredQuote } from '../../v1/v1QuoteStore.js'
import type { V1TradingDeps } from '../../v1/v1TradingDeps.js'
import {
  maintenanceBody,
  malformedJsonBody,
  quoteNotFoundBody,
  rateLimitedBody,
  v1Error,
} from '../../v1/v1Wire.js'

/** Build limits per minute (v1 spec, Limits). */
export const v1BuildLimits = { perWallet: 60, perIp: 300 }

const badRequest = (message: string) => v1Error('BadRequestException', message)

const clientIp = (c: Context) =>
  (c.env as { incoming?: { socket: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    .remoteAddress ?? '127.0.0.1'

const randomHex = (bytes: number) => {
  const buffer = new Uint8Array(bytes)
  crypto.getRandomValues(buffer)
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** `POST /v1/deposit/build`: a deposit plan for the chosen route of a stored quote. */
export function depositBuildRoutes(deps: V1TradingDeps) {
  const app = new Hono()
  app.post('/deposit/build', withFault(deps.faults, 'v1-build'), async (c) => {
    if (deps.maintenance.on) {
      c.header('Retry-After', '300')
      return c.json(maintenanceBody, 503)
    }
    const json = await readV1Body(c)
    if (!json) return c.json(malformedJsonBody, 400)
    // Both limits count every build, as an edge would; one without `from` counts per IP.
    const rawFrom = (json.body as { from?: unknown } | null)?.from
    const ip = clientIp(c)
    const allowed = deps.limiter.allow([
      {
        key:
          typeof rawFrom === 'string'
            ? `v1build:from:${rawFrom.toLowerCase()}`
            : `v1build:anon:${ip}`,
        limit: v1BuildLimits.perWallet,
      },
      { key: `v1build:ip:${ip}`, limit: v1BuildLimits.perIp },
    ])
    if (!allowed) return c.json(rateLimitedBody, 429)
    const parsed = v1BuildRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const request = parsed.data
    const quote = deps.quotes.find({ quoteId: request.quoteId, routeId: request.routeId })
    if (!quote) return c.json(quoteNotFoundBody, 404)
    if (deps.clock.now() > quote.quoteExpiresAt)
      return c.json(badRequest('Quote has expired. Please request a new quote.'), 400)
    const route = quote.routes.get(request.routeId)!
    const methods = route.entry.depositMethods
    const method = request.depositMethod ?? (methods.length === 1 ? methods[0]! : 'CONTRACT_CALL')
    if (method === 'PERMIT2' || !methods.includes(method))
      return c.json(
        v1Error('NotSupportedDepositMethodException', `Deposit method ${method} is not supported`, {
          depositMethod: method,
          fillerId: route.spec.provider,
          supportedMethods: methods,
        }),
        400,
      )
    const src = quote.src
    const fromAddress = quote.request.fromAddress
    const from = request.from ?? null
    if (fromAddress !== undefined) {
      if (!from) return c.json(badRequest('from is required: the quote names a fromAddress'), 400)
      if (!isSameV1Address({ chainId: src.chainId, a: from, b: fromAddress }))
        return c.json(badRequest('from differs from the quote fromAddress'), 400)
    }
    if (from && !isValidV1AddressForChain({ chainId: src.chainId, address: from }))
      return c.json(
        route.spec.provider === 'native'
          ? badRequest(`from is not an address of chain ${src.chainId}`)
          : v1Error('UnexpectedFromAddressException', 'from does not fit the source chain'),
        400,
      )
    if (method === 'CONTRACT_CALL' && !from)
      return c.json(badRequest('from is required for CONTRACT_CALL'), 400)
    const recipient = request.recipient ?? quote.request.recipient ?? from
    const refundTo = request.refundTo ?? quote.request.refundTo ?? from
    if (!recipient || !refundTo)
      return c.json(badRequest('recipient and refundTo are required without from'), 400)
    if (!isValidV1AddressForChain({ chainId: quote.dst.chainId, address: recipient }))
      return c.json(badRequest(`recipient is not an address of chain ${quote.dst.chainId}`), 400)
    if (!isValidV1AddressForChain({ chainId: src.chainId, address: refundTo }))
      return c.json(badRequest(`refundTo is not an address of chain ${src.chainId}`), 400)
    if (quote.build) return await repeatBuild({ c, quote, from, recipient, refundTo })
    const expiresAt = quote.quoteExpiresAt
    const base = { deps, quote, route, from, recipient, refundTo }
    let record: Pick<V1BuildRecord, 'method' | 'engineOrderId' | 'depositAddressOrderId' | 'plan'>
    if (method === 'CONTRACT_CALL' && src.chainId === V1_SOLANA_CHAIN_ID && deps.solana) {
      // A Solana sender has no EVM account: the engine's order id comes from a stand-in depositor.
      const depositor = privateKeyToAccount(keccak256(toHex(`solana-depositor|${quote.quoteId}`)))
      const row = createV1EngineRow({
        ...base,
        depositor: depositor.address,
        depositAddress: null,
        id: null,
      })
      const plan = await solanaContractCallPlan({
        solana: deps.solana,
        from: from!,
        token: src.address,
        amount: route.price.amountIn,
        engineOrderId: row.orderId,
        expiresAt,
      })
      await deps.store.insertOrder(row)
      record = { method, engineOrderId: row.orderId, depositAddressOrderId: null, plan }
    } else if (method === 'CONTRACT_CALL') {
      const row = createV1EngineRow({ ...base, depositor: from!, depositAddress: null, id: null })
      const plan = await contractCallPlan({
        deps,
        chainId: src.chainId,
        token: src.address,
        amount: route.price.amountIn,
        from: from!,
        nonce: BigInt(row.nonce),
        expiresAt,
      })
      await deps.store.insertOrder(row)
      record = { method, engineOrderId: row.orderId, depositAddressOrderId: null, plan }
    } else if (src.chainId === V1_BITCOIN_CHAIN_ID && deps.bitcoin) {
      record = { method, ...(await bitcoinTransferPlan({ ...base, expiresAt })) }
    } else if (src.chainId === TRON_CHAIN_ID) {
      let depositAddress: string
      try {
        depositAddress = deps.tron.reserveDepositAddress()
      } catch {
        return c.json(v1Error('CannotFillException', 'Route cannot build the deposit'), 400)
      }
      // TRON senders have no EVM account: the engine's order id comes from a stand-in depositor.
      const depositor = privateKeyToAccount(keccak256(toHex(`tron-depositor|${quote.quoteId}`)))
      const row = createV1EngineRow({
        ...base,
        depositor: depositor.address,
        depositAddress,
        id: null,
      })
      await deps.store.insertOrder(row)
      const plan = {
        kind: 'TRANSFER',
        depositAddress,
        amount: String(route.price.amountIn),
        token: src.address,
        chainId: src.chainId,
        expiresAt,
        submitTxHashRequested: true,
      }
      record = { method, engineOrderId: row.orderId, depositAddressOrderId: null, plan }
    } else {
      const id = randomHex(16)
      const depositor = privateKeyToAccount(depositAddressKey(id))
      const row = createV1EngineRow({
        ...base,
        depositor: depositor.address,
        depositAddress: null,
        id,
      })
      await deps.store.insertOrder(row)
      deps.sweeper.watch(id, {
        chainId: src.chainId,
        token: src.address,
        amount: route.price.amountIn,
        nonce: BigInt(row.nonce),
        key: depositAddressKey(id),
      })
      const plan = {
        kind: 'TRANSFER',
        depositAddress: depositor.address.toLowerCase(),
        amount: String(route.price.amountIn),
        token: src.address,
        chainId: src.chainId,
        expiresAt,
        orderId: id,
      }
      record = { method, engineOrderId: row.orderId, depositAddressOrderId: id, plan }
    }
    quote.build = {
      ...record,
      routeId: request.routeId,
      from,
      recipient,
      refundTo,
      buildId: fromAddress === undefined && method === 'CONTRACT_CALL' ? randomHex(12) : null,
    }
    return c.json(withBuildId(quote.build))
  })

  async function repeatBuild(parameters: {
    c: Context
    quote: V1StoredQuote
    from: string | null
    recipient: string
    refundTo: string
  }) {
    const { c, quote } = parameters
    const build = quote.build!
    const chainOf = {
      from: quote.src.chainId,
      recipient: quote.dst.chainId,
      refundTo: quote.src.chainId,
    }
    for (const field of ['from', 'recipient', 'refundTo'] as const) {
      const earlier = build[field]
      const now = parameters[field]
      const same =
        earlier === now ||
        (earlier !== null &&
          now !== null &&
          isSameV1Address({ chainId: chainOf[field], a: earlier, b: now }))
      if (!same) return c.json(badRequest(`${field} differs from an earlier build`), 400)
    }
    // A new buildId replaces the earlier one: only the latest is good for submit.
    if (build.buildId) build.buildId = randomHex(12)
    // A Solana transaction lives as long as its blockhash: each build hands out a fresh one.
    if (quote.src.chainId === V1_SOLANA_CHAIN_ID && deps.solana && build.method === 'CONTRACT_CALL')
      build.plan = await solanaContractCallPlan({
        solana: deps.solana,
        from: build.from!,
        token: quote.src.address,
        amount: quote.routes.get(build.routeId)!.price.amountIn,
        engineOrderId: build.engineOrderId,
        expiresAt: quote.quoteExpiresAt,
      })
    return c.json(withBuildId(build))
  }
  return app
}

const withBuildId = (build: V1BuildRecord) =>
  build.buildId ? { ...build.plan, buildId: build.buildId } : build.plan
