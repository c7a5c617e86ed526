import * as z from 'zod/mini'
import { orderStates } from '../orderStates.js'
import { idTextSchema } from './idTextSchema.js'
import {
  chainIdSchema,
  evmAddressSchema,
  orderIdSchema,
  uintStringSchema,
  unixSecondsSchema,
} from './primitives.js'

const transferSchema = z.looseObject({ tx: z.string(), amount: uintStringSchema })

export const chainObservationSchema = z.looseObject({
  seq: z.int(),
  intentId: z.string(),
  intentState: z.string(),
  observedTx: z.string(),
  at: unixSecondsSchema,
})
export type ChainObservation = z.infer<typeof chainObservationSchema>

export const orderTracesSchema = z.looseObject({
  rootIntentId: z.optional(z.nullable(z.string())),
  publish: z.optional(z.nullable(z.looseObject({ tx: z.string(), at: unixSecondsSchema }))),
  withdraw: z.optional(
    z.nullable(
      z.looseObject({
        tx: z.string(),
        // Null for a short while when indexing lags behind (spec: Order record, traces).
        settledOutcome: z.nullable(uintStringSchema),
        refundSource: z.nullable(uintStringSchema),
        accruedFee: z.optional(z.nullable(uintStringSchema)),
        at: unixSecondsSchema,
      }),
    ),
  ),
  chainObservations: z.array(chainObservationSchema),
})
export type OrderTraces = z.infer<typeof orderTracesSchema>

export const orderStateSchema = z.enum(orderStates)

export const orderRecordSchema = z.looseObject({
  orderId: orderIdSchema,
  integrator: z.string(),
  srcToken: z.string(),
  dstToken: z.string(),
  srcChainId: chainIdSchema,
  dstChainId: chainIdSchema,
  srcAmountSpoke: uintStringSchema,
  depositor: z.string(),
  depositAddress: z.nullable(z.string()),
  payoutAddr: z.string(),
  refundAddr: z.string(),
  fullFee: uintStringSchema,
  intentOutcomeRate: uintStringSchema,
  state: orderStateSchema,
  deposit: z.nullable(z.looseObject({ tx: z.string(), at: unixSecondsSchema })),
  deliver: z.nullable(
    z.looseObject({
      payout: z.nullable(transferSchema),
      refund: z.nullable(transferSchema),
      at: unixSecondsSchema,
    }),
  ),
  deliveryFailed: z.nullable(z.record(z.string(), z.unknown())),
  traces: orderTracesSchema,
})
export type OrderRecord = z.infer<typeof orderRecordSchema>

const limitSchema = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^-?\d{1,9}$/, 'must be a whole number'))]),
  // Out-of-range limits are clamped, not refused (spec: GET /v2/orders).
  z.transform((value) => Math.min(200, Math.max(1, Number(value)))),
)

/** Query of `GET /v2/orders`. The cursor parameter is named `cursor` (docs/interfaces.md). */
export const orderListQuerySchema = z.object({
  depositor: z.optional(evmAddressSchema),
  from: z.optional(idTextSchema({ max: 128 })),
  to: z.optional(idTextSchema({ max: 128 })),
  state: z.optional(orderStateSchema),
  cursor: z.optional(
    z
      .string()
      .check(z.regex(/^\d+_0x[0-9a-fA-F]{64}$/, 'must be a nextCursor from a previous page')),
  ),
  limit: z.optional(limitSchema),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>

export const orderListResponseSchema = z.looseObject({
  orders: z.array(orderRecordSchema),
  nextCursor: z.optional(z.nullable(z.string())),
})
export type OrderListResponse = z.infer<typeof orderListResponseSchema>
