import {
  createV1Client,
  v1BuildRequestSchema,
  v1OrdersAddressSchema,
  v1OrdersQuerySchema,
  v1QuoteQuerySchema,
  v1QuoteRequestSchema,
  v1SubmitRequestSchema,
  v1WalletOrderIdSchema,
} from '@ferry/order-api/v1'
import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import type { DepositAddressHold } from '../../depositAddresses/createDepositAddressCaps.js'
import { capRefusalBody } from '../../depositAddresses/openOrderCapBody.js'
import {
  mayReserveDepositAddress,
  settleV1Hold,
  v1HoldAddresses,
  v1HoldId,
} from '../../depositAddresses/v1DepositAddressHold.js'
import { beforeSending } from '../../journal/journalUnavailable.js'
import type { Services } from '../../services.js'
import { createV1SubmitDesk } from '../../v1/createV1SubmitDesk.js'
import { forwardV1 } from '../../v1/forwardV1.js'
import { parseV1, parseV1Body } from '../../v1/parseV1.js'
import { createV1BuildWallets } from '../../v1/v1BuildWallets.js'
import { v1ErrorResponse } from '../../v1/v1ErrorResponse.js'
import { createMemoryV1SubmitJournal, type V1SubmitJournal } from '../../v1/v1SubmitJournal.js'
import { v1CatalogRoutes, withCache } from './v1CatalogRoutes.js'
import { v1OrderEventsRoute } from './v1OrderEvents.js'

/** Body fields the integrator's configuration sets; a browser may not send them (spec v1: quotes). */
const serverOwnedQuoteFields = ['integratorId', 'referrer', 'referrerFeeBps'] as const

export type V1RoutesParameters = {
  /** Where submits are journaled; in memory when not given. */
  journal?: V1SubmitJournal | undefined
}

/**
 * `/api/v1/*`: only the documented v1 routes, each validated with the v1 schemas before anything
 * goes upstream, governed per client out of the BFF's one per-IP share upstream, with the
 * integrator's v1 settings added here, cached where the spec allows, and submits journaled.
 */
export function v1Routes(services: Services, parameters: V1RoutesParameters = {}) {
  const { config, limits } = services
  const settings = config.v1 ?? {}
  const upstreamUrl = config.upstreamUrl.replace(/\/+$/, '')
  const client = createV1Client({
    baseUrl: upstreamUrl,
    fetch: services.upstreamFetch,
    timeoutMs: 15_000,
  })
  const desk = createV1SubmitDesk({
    journal: parameters.journal ?? createMemoryV1SubmitJournal(),
    client,
    lock: services.locks.run,
  })
  const wallets = createV1BuildWallets()
  const forward = (c: Context, call: Parameters<typeof forwardV1>[2]) =>
    forwardV1(services, c, call)
  const app = new Hono()

  app.route('/', v1CatalogRoutes(services))

  app.post('/quotes', async (c) => {
    const query = parseV1(c, v1QuoteQuerySchema, c.req.query())
    if (!query.ok) return query.response
    const body = await parseV1Body(c, v1QuoteRequestSchema)
    if (!body.ok) return body.response
    const raw = body.raw as Record<string, unknown>
    const owned = serverOwnedQuoteFields.filter((field) => raw[field] !== undefined)
    if (owned.length > 0)
      return c.json(
        {
          message: 'Validation failed',
          name: 'ValidationException',
          details: owned.map((field) => ({
            field,
            message: "is set by this app's configuration, not by the browser",
            code: 'custom',
          })),
        },
        400,
      )
    const refused = await limits.refuse(c, 'v1quote')
    if (refused) return refused
    const wire = {
      ...z.encode(v1QuoteRequestSchema, body.data),
      ...(settings.referrer ? { referrer: settings.referrer } : {}),
      ...(settings.referrerFeeBps !== undefined ? { referrerFeeBps: settings.referrerFeeBps } : {}),
    }
    const response = await forward(c, {
      method: 'POST',
      path: '/v1/quotes',
      query: { mode: query.data.mode, routes: query.data.routes?.join(',') },
      body: wire,
      headers: settings.integratorId ? { 'x-integrator-id': settings.integratorId } : {},
      stream: query.data.mode === 'stream',
    })
    return withCache(response, 'no-store')
  })

  app.post('/deposit/build', async (c) => {
    const body = await parseV1Body(c, v1BuildRequestSchema)
    if (!body.ok) return body.response
    const client = limits.clientOf(c)
    const refused = (await limits.refuse(c, 'v1build')) ?? wallets.refuse(c, body.data.from, client)
    if (refused) return refused
    const { quoteId, routeId } = body.data
    // The journal is read before anything is sent: if it is down, nothing goes upstream.
    await beforeSending(() => desk.builtBy({ quoteId, routeId }))
    let hold: DepositAddressHold | undefined
    if (mayReserveDepositAddress(body.data)) {
      const reserved = await services.depositAddresses.reserve({
        id: v1HoldId({ quoteId, routeId }),
        client,
        addresses: v1HoldAddresses(body.data),
        order: { interface: 'v1' },
      })
      if (!reserved.ok) {
        c.header('Retry-After', String(reserved.retryAfterSeconds))
        return c.json(capRefusalBody(reserved), 429)
      }
      hold = reserved.hold
    }
    let response: Response
    try {
      response = await forward(c, {
        method: 'POST',
        path: '/v1/deposit/build',
        body: z.encode(v1BuildRequestSchema, body.data),
      })
    } catch (error) {
      await hold?.release()
      throw error
    }
    if (hold) await settleV1Hold({ hold, request: body.data, response })
    if (response.status === 200)
      // Who built the quote, for the submit's lookups. The plan is answered even if this fails.
      await desk
        .recordBuild({ quoteId, routeId, address: body.data.from ?? body.data.refundTo ?? null })
        .catch((error: Error) =>
          services.logger.warn({ error: error.message }, 'v1 build not journaled'),
        )
    return withCache(response, 'no-store')
  })

  app.put('/deposit/submit', async (c) => {
    const body = await parseV1Body(c, v1SubmitRequestSchema)
    if (!body.ok) return body.response
    const refused = await limits.refuse(c, 'v1submit')
    if (refused) return refused
    const outcome = await desk.submit(body.data)
    if (outcome.ok)
      // A TRON or Bitcoin plan's order is known from its submit: at a cap it is read from now on.
      await services.depositAddresses.nameOrder({
        id: v1HoldId(body.data),
        order: { orderId: outcome.answer.orderId },
      })
    c.header('cache-control', 'no-store')
    return outcome.ok ? c.json(outcome.answer) : v1ErrorResponse(c, outcome.error, services.logger)
  })

  app.get('/orders/by-id/:orderId', async (c) => {
    const path = parseV1(c, z.object({ orderId: v1WalletOrderIdSchema }), c.req.param())
    if (!path.ok) return path.response
    const refused = await limits.refuse(c, 'v1order')
    if (refused) return refused
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/orders/by-id/${path.data.orderId}`,
    })
    return withCache(response, 'no-store')
  })

  app.route('/', v1OrderEventsRoute(services, client))

  app.get('/orders/:address', async (c) => {
    const path = parseV1(c, z.object({ address: v1OrdersAddressSchema }), c.req.param())
    if (!path.ok) return path.response
    const orderIds = c.req.queries('orderIds')
    const query = parseV1(c, v1OrdersQuerySchema, {
      ...c.req.query(),
      ...(orderIds && orderIds.length > 1 ? { orderIds } : {}),
    })
    if (!query.ok) return query.response
    const refused = await limits.refuse(c, 'v1orders')
    if (refused) return refused
    const { fromChainId, toChainId, limit, cursor, txHashSearch } = query.data
    const text = (value: number | undefined) => (value === undefined ? undefined : String(value))
    const response = await forward(c, {
      method: 'GET',
      path: `/v1/orders/${encodeURIComponent(path.data.address)}`,
      query: {
        fromChainId: text(fromChainId),
        toChainId: text(toChainId),
        limit: text(limit),
        cursor: text(cursor),
        orderIds: query.data.orderIds?.join(','),
        txHashSearch,
      },
    })
    return withCache(response, 'no-store')
  })

  return app
}
