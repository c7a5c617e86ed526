import {
  BaseError,
  buildRequestSchema,
  cancelRequestSchema,
  createOrderClient,
  isSameAddress,
  isTronBuildResponse,
  OrderApiAbortedError,
  OrderApiError,
  OrderApiNetworkError,
  OrderApiResponseError,
  OrderApiTimeoutError,
  type OrderRecord,
  orderIdSchema,
  orderListQuerySchema,
  type ParamsResponse,
  quoteQuerySchema,
  toValidationErrorBody,
  withRetry,
} from '@ferry/order-api'
import { getConnInfo } from '@hono/node-server/conninfo'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { streamSSE } from 'hono/streaming'
import type { Logger } from 'pino'
import * as z from 'zod/mini'
import type { BffConfig } from './config.js'
import type { Journal } from './journal.js'
import { createLogger, redactPath } from './logger.js'
import { createMetrics } from './metrics.js'
import { createOrderWatcher } from './orderWatcher.js'
import { createRateGovernor } from './rateGovernor.js'
import { createUpstreamFetch } from './upstreamFetch.js'

export type CreateAppParameters = {
  config: BffConfig
  journal: Journal
  logger?: Logger
  /** The fetch used to reach the upstream (tests inject faults here or at the devnet). */
  fetch?: typeof fetch
  /** Total time quote retries may take. Default 8 000 ms. */
  quoteRetryBudgetMs?: number
  /** Pause before the one retry of a failed build. Default 500 ms. */
  buildRetryDelayMs?: number
  /** How long one upstream call may take before it is abandoned (504). Default 15 000 ms. */
  upstreamTimeoutMs?: number
}

/** Upstream limits per minute (spec: Limits); the BFF keeps the integrator inside them. */
const defaultLimits = { quote: 120, build: 60, cancel: 60, orders: 300, order: 600 }
const PARAMS_FRESH_MS = 15_000
const PARAMS_STALE_MS = 30_000

const validationError = (field: string, message: string) => ({
  message: 'Validation failed',
  name: 'ValidationException',
  details: [{ field, message, code: 'custom' }],
})

/**
 * The BFF as a Hono app: mirrors the service under `/api/v2`, validating everything before it
 * goes upstream, keeping the integrator inside its limits, journaling every build, and never
 * letting the API key out.
 */
export function createApp(parameters: CreateAppParameters) {
  const { config, journal } = parameters
  const logger = parameters.logger ?? createLogger()
  const metrics = createMetrics()
  const upstream = createOrderClient({
    baseUrl: config.upstreamUrl,
    apiKey: config.upstreamApiKey,
    fetch: parameters.fetch ?? createUpstreamFetch(),
    timeoutMs: parameters.upstreamTimeoutMs ?? 15_000,
    onResponse: ({ operation, status }) => metrics.upstream.inc({ operation, status }),
  })
  const limits = { ...defaultLimits, ...config.limits }
  const governors = {
    quote: createRateGovernor({ perMinute: limits.quote, clientShare: 0.25 }),
    build: createRateGovernor({ perMinute: limits.build, clientShare: 0.25 }),
    cancel: createRateGovernor({ perMinute: limits.cancel, clientShare: 0.25 }),
    orders: createRateGovernor({ perMinute: limits.orders, clientShare: 0.25 }),
    order: createRateGovernor({ perMinute: limits.order, clientShare: 0.25 }),
  }
  const watcher = createOrderWatcher({
    fetchOrder: (orderId) => upstream.getOrder(orderId),
    intervalMs: config.pollIntervalMs,
    onError: (orderId, error) =>
      logger.warn(
        { order: redactPath(orderId), error: (error as Error).message },
        'order poll failed',
      ),
  })

  let params: { value: ParamsResponse; at: number } | undefined
  let paramsRefresh: Promise<ParamsResponse> | undefined
  const refreshParams = () => {
    paramsRefresh ??= upstream
      .getParams()
      .then((value) => {
        params = { value, at: Date.now() }
        return value
      })
      .finally(() => {
        paramsRefresh = undefined
      })
    return paramsRefresh
  }
  /** Params at most 15 s old; up to 30 s old while a refresh runs (stale-while-revalidate). */
  async function currentParams(): Promise<ParamsResponse> {
    const age = params ? Date.now() - params.at : Number.POSITIVE_INFINITY
    if (params && age <= PARAMS_FRESH_MS) return params.value
    if (params && age <= PARAMS_STALE_MS) {
      void refreshParams().catch(() => {})
      return params.value
    }
    return refreshParams()
  }

  const clientOf = (c: Context): string => {
    if (config.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      if (forwarded) return forwarded
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      return 'unknown'
    }
  }

  const govern = (c: Context, route: keyof typeof governors) => {
    const verdict = governors[route].take(clientOf(c))
    if (verdict.ok) return undefined
    metrics.refusals.inc({ route })
    c.header('Retry-After', String(verdict.retryAfterSeconds))
    return c.json(
      { errorCode: 'RATE_LIMITED', message: 'Too many requests through this app; retry shortly' },
      429,
    )
  }

  async function withDeadline<value extends object>(orderId: string, value: value) {
    const entry = await journal.findByOrderId(orderId)
    return { ...value, builtAt: entry?.builtAt ?? null, deadline: entry?.deadline ?? null }
  }

  const readJson = async (c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> => {
    try {
      return { ok: true, body: JSON.parse(await c.req.text()) }
    } catch {
      return { ok: false }
    }
  }
  const malformedJson = { message: 'Malformed JSON body', name: 'BadRequestException' }

  const app = new Hono()

  app.use(async (c, next) => {
    const requestId = crypto.randomUUID()
    const started = performance.now()
    await next()
    c.res.headers.set('x-request-id', requestId)
    const route = c.req.routePath ?? c.req.path
    const status = c.res.status
    metrics.requests.observe(
      { route, method: c.req.method, status },
      (performance.now() - started) / 1000,
    )
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: redactPath(c.req.path),
        status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    )
  })
  // Framing is decided per page (mountWebApp): the embed page must be frameable by hosts.
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin', xFrameOptions: false }))
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type'],
      exposeHeaders: ['x-request-id', 'x-upstream-request-id', 'retry-after'],
    }),
  )
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) =>
        c.json({ message: 'Request body is too large', name: 'BadRequestException' }, 413),
    }),
  )

  app.onError((error, c) => {
    if (OrderApiError.isInstance(error)) {
      if (error.requestId) c.header('x-upstream-request-id', error.requestId)
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds))
      logger.warn(
        {
          status: error.status,
          kind: error.kind,
          upstreamRequestId: error.requestId,
          path: redactPath(c.req.path),
        },
        error.shortMessage,
      )
      return typeof error.body === 'string'
        ? c.text(error.body, error.status as 404)
        : c.json(error.body ?? { error: error.shortMessage }, error.status as 500)
    }
    if (OrderApiTimeoutError.isInstance(error))
      return c.json({ error: 'The Order Service did not answer in time' }, 504)
    if (OrderApiNetworkError.isInstance(error))
      return c.json({ error: 'The Order Service could not be reached' }, 502)
    if (OrderApiResponseError.isInstance(error))
      return c.json({ error: 'The Order Service answered with an unexpected body' }, 502)
    if (OrderApiAbortedError.isInstance(error)) return c.body(null, 499 as 400)
    logger.error(
      { error: BaseError.isInstance(error) ? error.shortMessage : (error as Error).message },
      'unhandled',
    )
    return c.json({ message: 'Internal error', name: 'InternalErrorException' }, 500)
  })
  app.notFound((c) => c.text('404 Not Found', 404))

  app.get('/api/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/api/readyz', async (c) => {
    try {
      await refreshParams()
      return c.json({ status: 'ready' })
    } catch (error) {
      const reason = BaseError.isInstance(error) ? error.shortMessage : 'upstream unavailable'
      return c.json({ status: 'not ready', error: reason }, 503)
    }
  })
  // What the widget needs to start: served at /api/config and inlined into the pages.
  const widgetConfig = {
    mode: config.mode,
    chains: config.chains,
    cancelDomain: config.cancelDomain,
    pollIntervalMs: config.pollIntervalMs,
    ...(config.mode === 'devnet' && config.devnetAccounts
      ? { devnet: { accounts: config.devnetAccounts } }
      : {}),
  }
  app.get('/api/config', (c) => c.json(widgetConfig))
  app.get('/metrics', async (c) => c.text(await metrics.registry.metrics()))

  app.get('/api/v2/params', async (c) => c.json(await currentParams()))

  app.get('/api/v2/quote', async (c) => {
    const parsed = quoteQuerySchema.safeParse(c.req.query())
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = govern(c, 'quote')
    if (refused) return refused
    const signal = c.req.raw.signal
    const quote = await withRetry({
      operation: 'quote',
      budgetMs: parameters.quoteRetryBudgetMs ?? 8_000,
      signal,
      run: () => upstream.getQuote(parsed.data, { signal }),
    })
    return c.json(quote)
  })

  app.post('/api/v2/build', async (c) => {
    const json = await readJson(c)
    if (!json.ok) return c.json(malformedJson, 400)
    const parsed = buildRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = govern(c, 'build')
    if (refused) return refused
    const request = parsed.data
    const orderTtl = (await currentParams()).terms.orderTtl
    for (let attempt = 1; ; attempt++) {
      const attemptId = crypto.randomUUID()
      const startedAt = Math.floor(Date.now() / 1000)
      await journal.begin({ attemptId, depositor: request.depositor, request, startedAt })
      try {
        // Never retried inside the client: a build that answered is final (spec: Build rule 1).
        const response = await upstream.build(request)
        const builtAt = Math.floor(Date.now() / 1000)
        const deadline = isTronBuildResponse(response) ? response.deadline : builtAt + orderTtl
        await journal.succeed({ attemptId, orderId: response.orderId, response, builtAt, deadline })
        return c.json({ ...response, builtAt, deadline })
      } catch (error) {
        const lost =
          OrderApiNetworkError.isInstance(error) || OrderApiTimeoutError.isInstance(error)
        await journal.fail({
          attemptId,
          status: lost ? 'unknown' : 'failed',
          error: OrderApiError.isInstance(error)
            ? { status: error.status, body: error.body }
            : { message: (error as Error).message },
        })
        if (attempt > 1) throw error
        if (lost) {
          // No answer: the order may exist. Look before building again (spec: Build rule 10).
          const found = await findLostOrder(request)
          if (found) {
            await journal.recover({
              attemptId,
              orderId: found.orderId,
              builtAt: startedAt,
              deadline: startedAt + orderTtl,
            })
            return c.json(
              {
                error:
                  'The service created an order but its answer was lost; it cannot be funded safely. Build a new quote.',
                orderId: found.orderId,
              },
              502,
            )
          }
        } else if (
          !(
            OrderApiError.isInstance(error) &&
            error.retry === 'once' &&
            !(error.body as { orderId?: unknown } | null)?.orderId
          )
        ) {
          throw error
        }
        await new Promise((resolve) => setTimeout(resolve, parameters.buildRetryDelayMs ?? 500))
      }
    }
  })

  /**
   * The order a build without an answer may have created: the newest pending order of this
   * depositor for the same trade that this BFF has not journaled (the list is newest first).
   */
  async function findLostOrder(request: z.infer<typeof buildRequestSchema>) {
    const page = await upstream.listOrders({
      depositor: request.depositor,
      state: 'pending_deposit',
      limit: 20,
    })
    const known = await Promise.all(
      page.orders.map((order) => journal.findByOrderId(order.orderId)),
    )
    return page.orders.find(
      (order: OrderRecord, index) =>
        !known[index] &&
        order.srcChainId === request.srcToken.chainId &&
        order.dstChainId === request.dstToken.chainId &&
        order.srcAmountSpoke === request.amount &&
        isSameAddress({
          chainId: order.srcChainId,
          a: order.srcToken,
          b: request.srcToken.token,
        }) &&
        isSameAddress({ chainId: order.dstChainId, a: order.dstToken, b: request.dstToken.token }),
    )
  }

  app.get('/api/v2/orders', async (c) => {
    const parsed = orderListQuerySchema.safeParse(c.req.query())
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    // An unfiltered list would show every user of the integrator to anyone.
    if (!parsed.data.depositor) return c.json(validationError('depositor', 'is required'), 400)
    const refused = govern(c, 'orders')
    if (refused) return refused
    const list = await upstream.listOrders(parsed.data, { signal: c.req.raw.signal })
    return c.json({
      ...list,
      orders: await Promise.all(list.orders.map((order) => withDeadline(order.orderId, order))),
    })
  })

  const orderIdOf = (c: Context) => orderIdSchema.safeParse(c.req.param('orderId'))

  app.get('/api/v2/orders/:orderId', async (c) => {
    const id = orderIdOf(c)
    if (!id.success)
      return c.json(validationError('orderId', 'must be 0x and 64 hex characters'), 400)
    const refused = govern(c, 'order')
    if (refused) return refused
    const order = await upstream.getOrder(id.data, { signal: c.req.raw.signal })
    return c.json(await withDeadline(id.data, order))
  })

  app.get('/api/v2/orders/:orderId/events', (c) => {
    const id = orderIdOf(c)
    if (!id.success)
      return c.json(validationError('orderId', 'must be 0x and 64 hex characters'), 400)
    return streamSSE(c, async (stream) => {
      let stop = () => {}
      await new Promise<void>((resolve) => {
        stream.onAbort(() => resolve())
        stop = watcher.watch(id.data, (order) => {
          void withDeadline(id.data, order).then(async (value) => {
            await stream.writeSSE({ event: 'order', data: JSON.stringify(value) })
            if (order.state === 'delivered' || order.state === 'delivery_failed') resolve()
          })
        })
      })
      stop()
    })
  })

  app.post('/api/v2/orders/:orderId/cancel', async (c) => {
    const id = orderIdOf(c)
    if (!id.success)
      return c.json(validationError('orderId', 'must be 0x and 64 hex characters'), 400)
    const json = await readJson(c)
    if (!json.ok) return c.json(malformedJson, 400)
    const parsed = cancelRequestSchema.safeParse(json.body)
    if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
    const refused = govern(c, 'cancel')
    if (refused) return refused
    // Not retried: a new attempt needs a new nonce and so a new signature (spec: cancel rule 3).
    return c.json(await upstream.cancelOrder(id.data, parsed.data))
  })

  app.get('/api/v2/health', async (c) =>
    c.json(await upstream.getHealth({ signal: c.req.raw.signal })),
  )

  if (config.mode === 'devnet' && config.devnetControlUrl) {
    const transferSchema = z.object({
      from: z.string().check(z.minLength(1)),
      to: z.string().check(z.minLength(1)),
      amount: z.string().check(z.regex(/^[1-9]\d*$/)),
    })
    app.post('/api/devnet/tron/transfer', async (c) => {
      const json = await readJson(c)
      if (!json.ok) return c.json(malformedJson, 400)
      const parsed = transferSchema.safeParse(json.body)
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const response = await fetch(`${config.devnetControlUrl}/tron/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      })
      return c.json(await response.json(), response.status as 200)
    })
  }

  return {
    app,
    watcher,
    metrics,
    /**
     * The widget's first two answers (config and, when the service answers, params), for pages
     * to inline so their form needs no request before it appears.
     */
    async bootstrap() {
      const current = await currentParams().catch(() => undefined)
      return { config: widgetConfig, ...(current ? { params: current } : {}) }
    },
    close() {
      watcher.stopAll()
    },
  }
}
export type BffApp = ReturnType<typeof createApp>
