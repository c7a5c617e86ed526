import type { IncomingMessage } from 'node:http'
import {
  buildRequestSchema,
  cancelRequestSchema,
  chainFamily,
  checksumEvmAddress,
  evmAddressSchema,
  isTronAddress,
  isValidAddressForChain,
  orderIdOf,
  orderIdSchema,
  orderListQuerySchema,
  parseTronAddress,
  quoteQuerySchema,
  TRON_CHAIN_ID,
  toValidationErrorBody,
} from '@ferry/order-api'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  toHex,
  BaseError as ViemBaseError,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { cancelVerifierAbi, integratorRegistryAbi, stableTokenAbi } from '../chains/abis.js'
import type { DevnetChains } from '../chains/startChains.js'
import type { SolverScenario } from '../store/orderRow.js'
import { type OrderRow, toOrderRecord } from '../store/orderRow.js'
import type { OrderStore } from '../store/orderStore.js'
import type { TronLedger } from '../tron/tronLedger.js'
import type { Clock } from './clock.js'
import {
  depositFeeByChain,
  type IntegratorConfig,
  integratorIdOf,
  SOLVER_RATE,
  TRON_USDT,
  withdrawFeeOf,
} from './devnetConfig.js'
import { createFaultRegistry, type FaultRoute, faultSchema } from './faults.js'
import { scenarioForAmount } from './magicAmounts.js'
import { outcomeOf, priceDeposit, quoteExactInput, quoteExactOutput } from './pricing.js'
import { createRateLimiter } from './rateLimiter.js'
import type { TermsSigner } from './termsSignature.js'

export type ServiceLimits = {
  quotePerIntegrator: number
  quotePerIp: number
  buildPerIntegrator: number
  buildPerIp: number
}

/** The spec's limits (Limits section), per minute. */
export const specLimits: ServiceLimits = {
  quotePerIntegrator: 120,
  quotePerIp: 600,
  buildPerIntegrator: 60,
  buildPerIp: 300,
}

export type CreateServiceAppParameters = {
  chains: DevnetChains
  store: OrderStore
  clock: Clock
  tron: TronLedger
  integrators: IntegratorConfig[]
  signer: TermsSigner
  orderTtlSeconds: number
  quoteTtlSeconds: number
  limits: ServiceLimits
}

type Integrator = {
  name: string
  operatorBps: number
  commissionBps: number
  commissionWallet: Address
}

type Variables = { integrator: Integrator }

type TokenInfo = { chainId: number; token: string; symbol: string; decimals: number }

const DEPOSIT_GAS_LIMIT = '0x493e0'
const HUB_FEE_SCALE = 10n ** 12n

const routeError = (error: string, detail?: Record<string, string>) =>
  detail ? { error, detail } : { error }

function randomUint256(): bigint {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return BigInt(toHex(bytes))
}

/**
 * The stand-in of the Order Service v2: every endpoint, status and body of the spec, on the
 * devnet's chains, plus dev-only controls under `/dev`.
 */
export function createServiceApp(parameters: CreateServiceAppParameters) {
  const { chains, store, clock, tron, integrators, signer } = parameters
  const faults = createFaultRegistry()
  const limiter = createRateLimiter(clock.nowMs)
  const scenarios = new Map<string, SolverScenario>()
  const state = { maintenance: false, termsReadable: true }
  const operator = privateKeyToAccount(chains.accounts.operator.privateKey)
  const hubClient = createPublicClient({ transport: http(chains.hub.rpcUrl) })
  const hubWallet = createWalletClient({ account: operator, transport: http(chains.hub.rpcUrl) })
  const spokeClients = new Map(
    chains.spokes.map((spoke) => [
      spoke.chainId,
      createPublicClient({ transport: http(spoke.rpcUrl), pollingInterval: 50 }),
    ]),
  )

  const tokens: TokenInfo[] = [
    ...chains.spokes.flatMap((spoke) =>
      spoke.tokens.map((token) => ({
        chainId: spoke.chainId,
        token: checksumEvmAddress(token.address),
        symbol: token.symbol,
        decimals: token.decimals,
      })),
    ),
    { chainId: TRON_CHAIN_ID, token: TRON_USDT, symbol: 'USDT', decimals: 6 },
  ]
  const findToken = (chainId: number, address: string): TokenInfo | undefined =>
    tokens.find((entry) => {
      if (entry.chainId !== chainId) return false
      if (chainId === TRON_CHAIN_ID)
        return isTronAddress(address) && parseTronAddress(address).base58 === entry.token
      return entry.token.toLowerCase() === address.toLowerCase()
    })
  /** Both sides of a trade, or the spec's refusal: unsupported token (400) or same asset (404). */
  const resolvePair = (
    source: { chainId: number; token: string },
    destination: { chainId: number; token: string },
  ):
    | { ok: true; src: TokenInfo; dst: TokenInfo }
    | { ok: false; status: 400 | 404; body: { error: string } } => {
    const src = findToken(source.chainId, source.token)
    if (!src)
      return {
        ok: false,
        status: 400,
        body: routeError(`Unsupported source token ${source.token} on chain ${source.chainId}`),
      }
    const dst = findToken(destination.chainId, destination.token)
    if (!dst)
      return {
        ok: false,
        status: 400,
        body: routeError(
          `Unsupported destination token ${destination.token} on chain ${destination.chainId}`,
        ),
      }
    if (src.chainId === dst.chainId && src.token === dst.token)
      return {
        ok: false,
        status: 404,
        body: routeError('Source and destination resolve to the same mToken'),
      }
    return { ok: true, src, dst }
  }
  const flatFeeOf = (src: TokenInfo, dst: TokenInfo) =>
    (depositFeeByChain[src.chainId] ?? 0n) + withdrawFeeOf(dst.chainId)

  // Terms are read from the hub registry and kept for 10 s: a change shows well within 60 s.
  const termsCache = new Map<
    string,
    { at: number; value: Awaited<ReturnType<typeof readRegistry>> }
  >()
  const readRegistry = (name: string) =>
    hubClient.readContract({
      address: chains.hub.registry,
      abi: integratorRegistryAbi,
      functionName: 'getIntegrator',
      args: [integratorIdOf(name)],
    })
  async function termsOf(name: string) {
    if (!state.termsReadable) throw new Error('terms unreadable')
    const cached = termsCache.get(name)
    if (cached && clock.nowMs() - cached.at < 10_000) return cached.value
    const value = await readRegistry(name)
    termsCache.set(name, { at: clock.nowMs(), value })
    return value
  }

  const clientIp = (c: Context) =>
    (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress ??
    '127.0.0.1'

  const withFault =
    (route: FaultRoute): MiddlewareHandler =>
    async (c, next) => {
      const fault = faults.take(route)
      if (fault?.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs))
      if (fault?.status) {
        const body = fault.body ?? { error: 'Injected fault' }
        const text = typeof body === 'string' ? body : JSON.stringify(body)
        const headers: Record<string, string> = {
          'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
          ...fault.headers,
        }
        return c.body(text, fault.status as 500, headers)
      }
      await next()
      if (fault?.drop) {
        // Processed, then the connection is cut before the answer: a lost response.
        ;(c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy()
      }
    }

  const requireKey: MiddlewareHandler<{ Variables: Variables }> = async (c, next) => {
    const key = c.req.header('x-api-key')
    if (!key) return c.json(routeError('X-API-Key required'), 401)
    const config = integrators.find((entry) => entry.apiKey === key)
    if (!config) return c.json(routeError('Unknown or inactive integrator'), 403)
    let terms: Awaited<ReturnType<typeof readRegistry>>
    try {
      terms = await termsOf(config.name)
    } catch {
      return c.json(routeError('Integrator terms are temporarily unreadable'), 503)
    }
    const [operatorBps, commissionBps, commissionWallet, enabled, exists] = terms
    const id = integratorIdOf(config.name)
    if (!exists || !enabled)
      return c.json(routeError(`Integrator ${id} is not enabled on the integrator registry`), 403)
    if (commissionBps > 0 && commissionWallet === zeroAddress)
      return c.json(routeError(`Integrator ${id} owes a commission with no wallet configured`), 403)
    if (operatorBps + commissionBps >= 10_000)
      return c.json(routeError(`Integrator ${id} carries a fee at or above 100%`), 403)
    c.set('integrator', { name: config.name, operatorBps, commissionBps, commissionWallet })
    await next()
  }

  const refuseInMaintenance: MiddlewareHandler = async (c, next) => {
    if (!state.maintenance) return next()
    c.header('Retry-After', '300')
    return c.json({ message: 'SystemMaintenance', name: 'MaintenanceException' }, 503)
  }

  const rateLimit =
    (kind: 'quote' | 'build'): MiddlewareHandler<{ Variables: Variables }> =>
    async (c, next) => {
      const { limits } = parameters
      const allowed = limiter.allow([
        {
          key: `${kind}:integrator:${c.get('integrator').name}`,
          limit: kind === 'quote' ? limits.quotePerIntegrator : limits.buildPerIntegrator,
        },
        {
          key: `${kind}:ip:${clientIp(c)}`,
          limit: kind === 'quote' ? limits.quotePerIp : limits.buildPerIp,
        },
      ])
      if (!allowed)
        return c.json({ errorCode: 'RATE_LIMITED', message: 'Too many requests, slow down' }, 429)
      await next()
    }

  const readJson = async (c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> => {
    try {
      return { ok: true, body: JSON.parse(await c.req.text()) }
    } catch {
      return { ok: false }
    }
  }
  const malformedJson = { message: 'Malformed JSON body', name: 'BadRequestException' }

  const app = new Hono<{ Variables: Variables }>()

  app.use(async (c, next) => {
    const requestId = crypto.randomUUID()
    await next()
    c.res.headers.set('x-request-id', requestId)
  })
  app.use(cors({ origin: '*' }))
  app.notFound((c) => c.text('404 Not Found', 404))
  app.onError((error, c) => {
    console.error('[devnet service]', error)
    return c.json({ message: 'Internal error', name: 'InternalErrorException' }, 500)
  })

  app.get('/v2/params', withFault('params'), requireKey, (c) => {
    const integrator = c.get('integrator')
    return c.json({
      tokens: tokens.map((token) => ({
        ...token,
        depositFee: String(depositFeeByChain[token.chainId] ?? 0n),
        withdrawFee: String(withdrawFeeOf(token.chainId)),
      })),
      terms: {
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
        commissionWallet: integrator.commissionWallet,
        orderTtl: parameters.orderTtlSeconds,
      },
    })
  })

  app.get(
    '/v2/quote',
    withFault('quote'),
    refuseInMaintenance,
    requireKey,
    rateLimit('quote'),
    async (c) => {
      const parsed = quoteQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const query = parsed.data
      const pair = resolvePair(
        { chainId: query.fromChainId, token: query.from },
        { chainId: query.toChainId, token: query.to },
      )
      if (!pair.ok) return c.json(pair.body, pair.status)
      const { src, dst } = pair
      const integrator = c.get('integrator')
      const terms = {
        flatFee: flatFeeOf(src, dst),
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
      }
      const outcome =
        query.mode === 'exact_output'
          ? quoteExactOutput(BigInt(query.outcomeAmount!), terms, SOLVER_RATE)
          : quoteExactInput(BigInt(query.srcAmount!), terms, SOLVER_RATE)
      if (!outcome.ok) return c.json(routeError(outcome.error, outcome.detail), outcome.status)
      const build = {
        srcToken: { chainId: src.chainId, token: src.token },
        dstToken: { chainId: dst.chainId, token: dst.token },
        amount: String(outcome.amount),
        intentOutcomeRate: String(SOLVER_RATE),
      }
      const flatFee = String(terms.flatFee * HUB_FEE_SCALE)
      const expiresAt = String(clock.now() + parameters.quoteTtlSeconds)
      const signature = await signer.sign({
        integrator: integrator.name,
        srcChainId: src.chainId,
        srcToken: src.token,
        dstChainId: dst.chainId,
        dstToken: dst.token,
        amount: build.amount,
        intentOutcomeRate: build.intentOutcomeRate,
        flatFee,
        expiresAt,
      })
      return c.json({
        spend: { ...src, amount: build.amount },
        receive: { ...dst, amount: String(outcome.receive) },
        details: {
          intentOutcomeRate: String(SOLVER_RATE),
          protocolFee: String(terms.flatFee + outcome.serviceFee),
        },
        build: { ...build, terms: { flatFee, expiresAt, signature } },
      })
    },
  )

  app.post(
    '/v2/build',
    withFault('build'),
    refuseInMaintenance,
    requireKey,
    rateLimit('build'),
    async (c) => {
      const json = await readJson(c)
      if (!json.ok) return c.json(malformedJson, 400)
      const raw = json.body as Record<string, unknown> | null
      const srcChainId = (raw?.srcToken as { chainId?: unknown } | undefined)?.chainId
      const dstChainId = (raw?.dstToken as { chainId?: unknown } | undefined)?.chainId
      // Recipient rules answer with the spec's route errors, before the generic validation.
      if (dstChainId === TRON_CHAIN_ID && raw?.payoutAddr === undefined)
        return c.json(
          routeError(`payoutAddr is required for destination chain ${TRON_CHAIN_ID}`),
          400,
        )
      if (srcChainId === TRON_CHAIN_ID && raw?.refundAddr === undefined)
        return c.json(routeError(`refundAddr is required for source chain ${TRON_CHAIN_ID}`), 400)
      for (const [field, chainId] of [
        ['payoutAddr', dstChainId],
        ['refundAddr', srcChainId],
      ] as const) {
        const address = raw?.[field]
        if (
          typeof address === 'string' &&
          typeof chainId === 'number' &&
          !isValidAddressForChain({ chainId, address })
        )
          return c.json(
            routeError(`Address ${address} is not a valid recipient on chain ${chainId}`),
            400,
          )
      }
      const parsed = buildRequestSchema.safeParse(raw)
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const request = parsed.data
      const pair = resolvePair(request.srcToken, request.dstToken)
      if (!pair.ok) return c.json(pair.body, pair.status)
      const { src, dst } = pair
      const integrator = c.get('integrator')
      let flatFee = flatFeeOf(src, dst)
      if (request.terms) {
        const valid = await signer.verify(
          {
            integrator: integrator.name,
            srcChainId: src.chainId,
            srcToken: request.srcToken.token,
            dstChainId: dst.chainId,
            dstToken: request.dstToken.token,
            amount: request.amount,
            intentOutcomeRate: request.intentOutcomeRate,
            flatFee: request.terms.flatFee,
            expiresAt: request.terms.expiresAt,
          },
          request.terms.signature as Hex,
        )
        if (!valid)
          return c.json(routeError('Quoted terms do not match the signature - re-quote'), 400)
        if (Number(request.terms.expiresAt) < clock.now())
          return c.json(routeError(`Quoted terms expired at ${request.terms.expiresAt}`), 409)
        flatFee = BigInt(request.terms.flatFee) / HUB_FEE_SCALE
      }
      const amount = BigInt(request.amount)
      if (amount <= flatFee)
        return c.json(
          routeError('Deposit is at or below the flat fee, so nothing would be published'),
          400,
        )
      const feeTerms = {
        flatFee,
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
      }
      const priced = priceDeposit(amount, feeTerms)
      const rate = BigInt(request.intentOutcomeRate)
      if (outcomeOf(priced.published, rate) === 0n)
        return c.json(
          routeError(
            'Computed publishedOutcome is zero - amount below the minimum economic threshold',
          ),
          400,
        )
      const depositor = checksumEvmAddress(request.depositor)
      const payoutAddr = request.payoutAddr ?? depositor
      const refundAddr = request.refundAddr ?? depositor
      for (const [field, address, chainId] of [
        ['payoutAddr', payoutAddr, dst.chainId],
        ['refundAddr', refundAddr, src.chainId],
      ] as const) {
        if (chainId === TRON_CHAIN_ID && !tron.isActivated(address))
          return c.json(
            routeError(
              `${field} is not an activated Tron account; send it TRX or a token once, then build again`,
            ),
            400,
          )
      }
      const nonce = randomUint256()
      const orderId = orderIdOf({ depositor, nonce })
      const now = clock.now()
      const scenario =
        scenarios.get(depositor.toLowerCase()) ?? scenarioForAmount(amount, src.decimals)
      scenarios.delete(depositor.toLowerCase())
      const native = (chainId: number, address: string) =>
        chainFamily(chainId) === 'tron'
          ? parseTronAddress(address).base58
          : checksumEvmAddress(address)
      const row: OrderRow = {
        orderId,
        integrator: integrator.name,
        srcToken: src.token,
        dstToken: dst.token,
        srcChainId: src.chainId,
        dstChainId: dst.chainId,
        srcAmountSpoke: String(amount),
        depositor: depositor.toLowerCase(),
        depositAddress: null,
        payoutAddr: native(dst.chainId, payoutAddr),
        refundAddr: native(src.chainId, refundAddr),
        fullFee: String(flatFee + priced.serviceFee + priced.commission),
        intentOutcomeRate: request.intentOutcomeRate,
        state: 'pending_deposit',
        deposit: null,
        deliver: null,
        deliveryFailed: null,
        traces: { rootIntentId: null, publish: null, withdraw: null, chainObservations: [] },
        nonce: String(nonce),
        builtAt: now,
        deadline: now + parameters.orderTtlSeconds,
        flatFee: String(flatFee),
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
        scenario,
        cancelRequested: false,
        filledBps: 0,
        nextStepAt: 0,
        stuck: false,
      }
      if (src.chainId === TRON_CHAIN_ID) {
        let depositAddress: string
        try {
          depositAddress = tron.reserveDepositAddress()
        } catch {
          return c.json(routeError('Failed to reserve a deposit address'), 502)
        }
        await store.insertOrder({ ...row, depositAddress })
        return c.json({
          orderId,
          nonce: String(nonce),
          depositAddress,
          expectedAmount: String(amount),
          deadline: row.deadline,
        })
      }
      const spoke = chains.spokes.find((entry) => entry.chainId === src.chainId)!
      const client = spokeClients.get(src.chainId)!
      const token = src.token as Address
      let allowance: bigint
      let guarded: boolean
      try {
        ;[allowance, guarded] = await Promise.all([
          client.readContract({
            address: token,
            abi: stableTokenAbi,
            functionName: 'allowance',
            args: [depositor, spoke.depositContract],
          }),
          client.readContract({
            address: token,
            abi: stableTokenAbi,
            functionName: 'nonZeroApproveGuard',
          }),
        ])
      } catch {
        return c.json(routeError('Failed to read spoke token allowance'), 502)
      }
      const approve = (value: bigint) => ({
        to: token,
        data: encodeFunctionData({
          abi: stableTokenAbi,
          functionName: 'approve',
          args: [spoke.depositContract, value],
        }),
        value: '0',
        chainId: src.chainId,
      })
      const approveTxs =
        allowance >= amount
          ? undefined
          : allowance > 0n && guarded
            ? [approve(0n), approve(amount)]
            : [approve(amount)]
      await store.insertOrder(row)
      return c.json({
        orderId,
        nonce: String(nonce),
        ...(approveTxs ? { approveTxs } : {}),
        depositTx: {
          to: spoke.depositContract,
          from: depositor,
          data: encodeFunctionData({
            abi: [
              {
                type: 'function',
                name: 'deposit',
                stateMutability: 'payable',
                inputs: [
                  { name: 'token', type: 'address' },
                  { name: 'amount', type: 'uint256' },
                  { name: 'nonce', type: 'uint256' },
                ],
                outputs: [{ name: 'orderId', type: 'bytes32' }],
              },
            ],
            functionName: 'deposit',
            args: [token, amount, nonce],
          }),
          value: toHex(chains.relayFeeWei),
          chainId: src.chainId,
          gasLimit: DEPOSIT_GAS_LIMIT,
        },
      })
    },
  )

  app.get('/v2/orders', withFault('orders'), requireKey, async (c) => {
    const parsed = orderListQuerySchema.safeParse(c.req.query())
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const query = parsed.data
    const forms = (address: string) =>
      isTronAddress(address) ? [parseTronAddress(address).base58] : [address]
    const [builtAt, orderId] = query.cursor?.split('_') ?? []
    const limit = query.limit ?? 50
    const rows = await store.listOrders({
      integrator: c.get('integrator').name,
      ...(query.depositor ? { depositor: query.depositor } : {}),
      ...(query.from ? { from: forms(query.from) } : {}),
      ...(query.to ? { to: forms(query.to) } : {}),
      ...(query.state ? { state: query.state } : {}),
      ...(builtAt && orderId ? { cursor: { builtAt: Number(builtAt), orderId } } : {}),
      limit,
    })
    const last = rows.at(-1)
    return c.json({
      orders: rows.map((row) => toOrderRecord(row, { withObservations: false })),
      nextCursor: last && rows.length === limit ? `${last.builtAt}_${last.orderId}` : '',
    })
  })

  const orderIdParam = (c: Context) => orderIdSchema.safeParse(c.req.param('orderId'))
  const invalidOrderId = (error: z.core.$ZodError) => {
    const body = toValidationErrorBody(error)
    return { ...body, details: body.details.map((issue) => ({ ...issue, field: 'orderId' })) }
  }

  app.get('/v2/orders/:orderId', withFault('order'), async (c) => {
    const id = orderIdParam(c)
    if (!id.success) return c.json(invalidOrderId(id.error), 400)
    const row = await store.getOrder(id.data)
    if (!row) return c.json(routeError('Order not found'), 404)
    return c.json(toOrderRecord(row, { withObservations: true }))
  })

  app.post('/v2/orders/:orderId/cancel', withFault('cancel'), requireKey, async (c) => {
    const id = orderIdParam(c)
    if (!id.success) return c.json(invalidOrderId(id.error), 400)
    const json = await readJson(c)
    if (!json.ok) return c.json(malformedJson, 400)
    const parsed = cancelRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const row = await store.getOrder(id.data)
    if (!row || row.integrator !== c.get('integrator').name)
      return c.json(routeError('Order not found'), 404)
    const { payload, signature } = parsed.data
    if (!row.traces.rootIntentId) return c.json(routeError('Order is not published yet'), 409)
    if (payload.rootIntentId.toLowerCase() !== row.traces.rootIntentId.toLowerCase())
      return c.json(routeError('rootIntentId does not belong to this order'), 400)
    if (row.state !== 'published' && row.state !== 'partially_filled')
      return c.json(routeError(`Order can no longer be cancelled: it is ${row.state}`), 409)
    try {
      const args = [
        checksumEvmAddress(row.depositor),
        BigInt(payload.nonce),
        payload.rootIntentId as Hex,
        signature as Hex,
      ] as const
      await hubClient.simulateContract({
        account: operator,
        address: chains.hub.cancelVerifier,
        abi: cancelVerifierAbi,
        functionName: 'cancel',
        args,
      })
      const hash = await hubWallet.writeContract({
        address: chains.hub.cancelVerifier,
        abi: cancelVerifierAbi,
        functionName: 'cancel',
        args,
        chain: null,
      })
      await store.updateOrder(row.orderId, { cancelRequested: true })
      return c.json({ relaySubmissionId: hash })
    } catch (error) {
      const reason =
        error instanceof ViemBaseError
          ? (/CancelVerifier: ([^"\n]+)/.exec(error.message)?.[1] ?? error.shortMessage)
          : 'relay unavailable'
      return c.json(routeError(`Cancel rejected: ${reason}`), 502)
    }
  })

  app.get('/v2/health', withFault('health'), async (c) => {
    try {
      const health = await store.healthCounts({ now: clock.now() })
      return c.json({ status: 'ok', ...health })
    } catch {
      return c.json(
        { status: 'degraded', counts: null, lastBuildAt: null, lastWithdrawnAt: null },
        503,
      )
    }
  })

  // Dev-only controls: never part of the v2 API.
  const dev = new Hono()
  const devBody = async <schema extends z.ZodMiniType>(c: Context, schema: schema) => {
    const json = await readJson(c)
    const parsed = schema.safeParse(json.ok ? json.body : undefined)
    return parsed.success ? { data: parsed.data as z.infer<schema> } : { error: parsed.error }
  }
  dev.post('/faults', async (c) => {
    const body = await devBody(c, faultSchema)
    if ('error' in body) return c.json(toValidationErrorBody(body.error!), 400)
    faults.add(body.data)
    return c.json({ ok: true })
  })
  dev.delete('/faults', (c) => {
    faults.clear()
    return c.json({ ok: true })
  })
  const scenarioSchema = z.object({
    // A mistyped depositor would set a scenario that never applies: refuse it instead.
    depositor: z.optional(evmAddressSchema),
    orderId: z.optional(orderIdSchema),
    scenario: z.enum(['full', 'partial', 'none', 'delivery_failure', 'slow', 'stalled_delivery']),
    fillRatioBps: z.optional(z.int().check(z.minimum(1), z.maximum(9999))),
  })
  dev.post('/scenario', async (c) => {
    const body = await devBody(c, scenarioSchema)
    if ('error' in body) return c.json(toValidationErrorBody(body.error!), 400)
    const { depositor, orderId, scenario, fillRatioBps } = body.data
    const value: SolverScenario =
      scenario === 'partial'
        ? { kind: 'partial', fillRatioBps: fillRatioBps ?? 6000 }
        : { kind: scenario }
    if (orderId) {
      if (!(await store.getOrder(orderId))) return c.json(routeError('Order not found'), 404)
      await store.updateOrder(orderId, { scenario: value })
    } else if (depositor) scenarios.set(depositor.toLowerCase(), value)
    else return c.json(routeError('Name a depositor or an orderId'), 400)
    return c.json({ ok: true })
  })
  const toggle = (path: string, set: (on: boolean) => void) =>
    dev.post(path, async (c) => {
      const body = await devBody(c, z.object({ on: z.boolean() }))
      if ('error' in body) return c.json(toValidationErrorBody(body.error!), 400)
      set(body.data.on)
      return c.json({ ok: true })
    })
  toggle('/maintenance', (on) => {
    state.maintenance = on
  })
  toggle('/terms-readable', (on) => {
    state.termsReadable = on
    termsCache.clear()
  })
  toggle('/store-broken', (on) => store.setBroken(on))
  dev.post('/clock', async (c) => {
    const body = await devBody(c, z.object({ advanceSeconds: z.int() }))
    if ('error' in body) return c.json(toValidationErrorBody(body.error!), 400)
    clock.advance(body.data.advanceSeconds)
    return c.json({ now: clock.now() })
  })
  const transferSchema = z.object({
    from: z.string(),
    to: z.string(),
    amount: z.string().check(z.regex(/^[1-9]\d*$/)),
  })
  dev.post('/tron/transfer', async (c) => {
    const body = await devBody(c, transferSchema)
    if ('error' in body) return c.json(toValidationErrorBody(body.error!), 400)
    try {
      const transfer = tron.transfer({
        from: body.data.from,
        to: body.data.to,
        amount: BigInt(body.data.amount),
        at: clock.now(),
      })
      return c.json({ txId: transfer.txId })
    } catch (error) {
      return c.json(routeError((error as Error).message), 400)
    }
  })
  dev.get('/tron/balance/:address', (c) => {
    const address = c.req.param('address')
    if (!isTronAddress(address)) return c.json(routeError(`${address} is not a TRON address`), 400)
    return c.json({
      address: parseTronAddress(address).base58,
      balance: String(tron.balanceOf(address)),
      activated: tron.isActivated(address),
    })
  })
  app.route('/dev', dev)

  return { app, faults, scenarios, state }
}
