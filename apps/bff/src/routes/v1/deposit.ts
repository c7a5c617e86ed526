import {
  v1BuildRequestSchema,
  v1DepositPlanSchema,
  v1SubmitRequestSchema,
  v1SubmitResponseSchema,
} from '@ferry/order-api/v1'
import * as z from 'zod/mini'
import type { DepositAddressHold } from '../../depositAddresses/createDepositAddressCaps.js'
import { capRefusalBody } from '../../depositAddresses/openOrderCapBody.js'
import {
  mayReserveDepositAddress,
  settleV1Hold,
  v1HoldAddresses,
  v1HoldId,
} from '../../depositAddresses/v1DepositAddressHold.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { beforeSending } from '../../journal/journalUnavailable.js'
import {
  examples,
  journalDown,
  limited,
  limitedOrCapped,
  notJson,
  serviceError,
} from '../../openapi/documentedResponses.js'
import type { Services } from '../../services/createServices.js'
import { type V1Context, withCache } from '../../v1/createV1Context.js'
import { v1ErrorResponse } from '../../v1/v1ErrorResponse.js'

type DepositNeeds = { services: Services; v1: V1Context }

const refusedHere = { description: 'Refused by the BFF or the service', schema: serviceError }

/**
 * `POST /api/v1/deposit/build`: the deposit plan of a quoted route, 60 a minute per wallet; a
 * transfer plan holds a deposit address under the caps of depositAddresses/, and who built the
 * quote is journaled for the submit's lookups.
 */
export const depositBuildRoute = declareRoute({
  method: 'post',
  path: '/api/v1/deposit/build',
  operationId: 'v1Build',
  summary: 'The deposit plan of a quoted route (60 a minute per wallet)',
  tags: ['v1'],
  request: { body: v1BuildRequestSchema },
  responses: {
    '200': { description: 'The deposit plan', schema: v1DepositPlanSchema },
    '400': refusedHere,
    '404': { description: 'Unknown or expired quote, token or chain', schema: serviceError },
    '415': notJson,
    '429': limitedOrCapped,
    '503': journalDown,
  },
  example: {
    body: { quoteId: examples.quoteId, routeId: 'Native', from: examples.address },
  },
  handler:
    ({ services, v1 }: DepositNeeds) =>
    async (c, { body }) => {
      const { limits } = services
      const client = limits.clientOf(c)
      const refused = (await limits.refuse(c, 'v1build')) ?? v1.wallets.refuse(c, body.from, client)
      if (refused) return refused
      const { quoteId, routeId } = body
      // The journal is read before anything is sent: if it is down, nothing goes upstream.
      await beforeSending(() => v1.desk.builtBy({ quoteId, routeId }))
      let hold: DepositAddressHold | undefined
      if (mayReserveDepositAddress(body)) {
        const reserved = await services.depositAddresses.reserve({
          id: v1HoldId({ quoteId, routeId }),
          client,
          addresses: v1HoldAddresses(body),
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
        response = await v1.forward(c, {
          method: 'POST',
          path: '/v1/deposit/build',
          body: z.encode(v1BuildRequestSchema, body),
        })
      } catch (error) {
        await hold?.release()
        throw error
      }
      if (hold) await settleV1Hold({ hold, request: body, response })
      if (response.status === 200)
        // Who built the quote, for the submit's lookups. The plan is answered even if this fails.
        await v1.desk
          .recordBuild({ quoteId, routeId, address: body.from ?? body.refundTo ?? null })
          .catch((error: Error) =>
            services.logger.warn({ error: error.message }, 'v1 build not journaled'),
          )
      return withCache(response, 'no-store')
    },
})

/**
 * `PUT /api/v1/deposit/submit`: registers the deposit once, journaled; a lost answer or a
 * repeat's 404 is resolved by looking the order up (v1/createV1SubmitDesk.ts).
 */
export const depositSubmitRoute = declareRoute({
  method: 'put',
  path: '/api/v1/deposit/submit',
  operationId: 'v1Submit',
  summary:
    'Registers the deposit once: journaled; a lost answer or a repeat’s 404 is resolved by looking the order up',
  tags: ['v1'],
  request: { body: v1SubmitRequestSchema },
  responses: {
    '200': {
      description: 'The order (recovered: true when found by lookup)',
      schema: v1SubmitResponseSchema,
    },
    '400': refusedHere,
    '404': { description: 'Unknown quote, and no order found for it', schema: serviceError },
    '415': notJson,
    '429': limited,
    '502': {
      description: 'No answer, and no order found yet: do not deposit again',
      schema: serviceError,
    },
    '503': journalDown,
  },
  example: {
    body: { quoteId: examples.quoteId, routeId: 'Native', txHash: `0x${'ab'.repeat(32)}` },
  },
  handler:
    ({ services, v1 }: DepositNeeds) =>
    async (c, { body }) => {
      const refused = await services.limits.refuse(c, 'v1submit')
      if (refused) return refused
      const outcome = await v1.desk.submit(body)
      if (outcome.ok) {
        // A TRON or Bitcoin plan's order is known from its submit: at a cap it is read from now on.
        await services.depositAddresses.nameOrder({
          id: v1HoldId(body),
          order: { orderId: outcome.answer.orderId },
        })
        // Its order.created, then its end from the v1 streams' watcher (a repeat writes nothing).
        void services.webhooks?.feed.orderCreated({
          version: 'v1',
          orderId: outcome.answer.orderId,
          order: outcome.answer,
        })
      }
      c.header('cache-control', 'no-store')
      return outcome.ok
        ? c.json(outcome.answer)
        : v1ErrorResponse(c, outcome.error, services.logger)
    },
})
