import * as z from 'zod/mini'
import { v1FillerTypes, v1Providers, v1RouteIdSchema, v1TradeTypes } from './enums.js'
import {
  v1AddressSchema,
  v1AmountSchema,
  v1BoundedIntSchema,
  v1ChainIdInputSchema,
  v1ChainIdSchema,
  v1IsoDateSchema,
  v1OrderIdSchema,
} from './primitives.js'

export const v1OrderStatuses = [
  'created',
  'deposited',
  'published',
  'filled',
  'refund_pending',
  'refunded',
  'failed',
] as const
export type V1OrderStatus = (typeof v1OrderStatuses)[number]

export const v1FinalOrderStatuses = [
  'filled',
  'refunded',
  'failed',
] as const satisfies readonly V1OrderStatus[]

/**
 * Whether polling can stop: filled, refunded or failed. `refund_pending` is not final.
 *
 * @example
 * if (isFinalV1OrderStatus(order.status)) stopPolling()
 */
export function isFinalV1OrderStatus(status: V1OrderStatus): boolean {
  return (v1FinalOrderStatuses as readonly string[]).includes(status)
}

const orderTransactionSchema = z.looseObject({
  timestamp: v1IsoDateSchema,
  txHash: z.string(),
  chainId: v1ChainIdSchema,
  amount: z.optional(v1AmountSchema),
})
export type V1OrderTransaction = z.infer<typeof orderTransactionSchema>

const tokenMetaSchema = z.nullable(
  z.looseObject({
    symbol: z.string(),
    decimals: z.int().check(z.minimum(0), z.maximum(255)),
    logoURI: z.nullable(z.string()),
  }),
)

export const v1OrderSchema = z.looseObject({
  id: v1OrderIdSchema,
  type: z.enum(v1FillerTypes),
  quoteId: z.string(),
  routeId: v1RouteIdSchema,
  fromChainId: v1ChainIdSchema,
  toChainId: v1ChainIdSchema,
  fromToken: z.nullable(z.string()),
  toToken: z.nullable(z.string()),
  srcAmount: v1AmountSchema,
  /** As quoted; what arrived is the fill transaction's amount. */
  destAmount: v1AmountSchema,
  status: z.enum(v1OrderStatuses),
  /** The depositing wallet; the refund address for a deposit-address order. */
  author: z.string(),
  recipient: z.nullable(z.string()),
  refundTo: z.nullable(z.string()),
  fillerAddress: z.nullable(z.string()),
  depositTxHash: z.nullable(z.string()),
  externalOrderId: z.nullable(z.string()),
  createdAt: v1IsoDateSchema,
  updatedAt: v1IsoDateSchema,
  tradeType: z.enum(v1TradeTypes),
  /** A progress hint only: steps can be skipped or missing. */
  stepsCompleted: z.array(z.string()),
  transactions: z.looseObject({
    deposit: z.optional(orderTransactionSchema),
    fill: z.optional(orderTransactionSchema),
    refund: z.optional(orderTransactionSchema),
  }),
  timestamps: z.looseObject({
    createdAt: v1IsoDateSchema,
    publishedAt: z.optional(v1IsoDateSchema),
    failedAt: z.optional(v1IsoDateSchema),
  }),
  providerStatus: z.optional(
    z.looseObject({
      provider: z.enum(v1Providers),
      /** Opaque: no logic may depend on it. */
      nativeStatus: z.unknown(),
      substatus: z.optional(z.unknown()),
      metadata: z.optional(z.unknown()),
    }),
  ),
  fromTokenMeta: tokenMetaSchema,
  toTokenMeta: tokenMetaSchema,
})
export type V1Order = z.infer<typeof v1OrderSchema>
export type V1OrderWire = z.input<typeof v1OrderSchema>

/** `GET /v1/orders/{address}`: newest first; `cursor` is absent on the last page. */
export const v1OrderPageSchema = z.looseObject({
  data: z.array(v1OrderSchema),
  cursor: z.optional(z.int().check(z.minimum(0))),
})
export type V1OrderPage = z.infer<typeof v1OrderPageSchema>
export type V1OrderPageWire = z.input<typeof v1OrderPageSchema>

/** The path address of `GET /v1/orders/{address}`; an order id there is refused with a hint. */
export const v1OrdersAddressSchema = z.string().check(
  z.refine(
    (value) => !v1OrderIdSchema.safeParse(value).success,
    'is an order id: read it with ?orderIds= (or /v1/orders/by-id/{orderId})',
  ),
  z.refine(
    (value) => v1AddressSchema.safeParse(value).success,
    'must be an EVM, Solana, TRON, Bitcoin, CKB or Stellar address',
  ),
)

const MAX_ORDER_IDS = 50

function splitOrderIds(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : [value]
  return parts.flatMap((part) => {
    const text = part.trim()
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (Array.isArray(parsed)) return parsed.map(String)
      } catch {}
      return [text]
    }
    return text.split(',').map((id) => id.trim())
  })
}

/**
 * Query of `GET /v1/orders/{address}`. `orderIds` may be comma-separated, repeated (an array) or a
 * JSON array; it is parsed to a list of ids. `txHashSearch` is hex with or without `0x`.
 */
export const v1OrdersQuerySchema = z.object({
  fromChainId: z.optional(v1ChainIdInputSchema),
  toChainId: z.optional(v1ChainIdInputSchema),
  limit: z.optional(v1BoundedIntSchema({ min: 1, max: 20 })),
  cursor: z.optional(v1BoundedIntSchema({ min: 0, max: 1000 })),
  orderIds: z.optional(
    z.pipe(
      z.union([
        z.string().check(z.maxLength(4096)),
        z.array(z.string()).check(z.maxLength(MAX_ORDER_IDS)),
      ]),
      z.pipe(
        z.transform(splitOrderIds),
        z.array(v1OrderIdSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_IDS)),
      ),
    ),
  ),
  txHashSearch: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^(?:0x)?[0-9a-fA-F]{1,64}$/,
          'must be hex, with or without 0x, at most 66 characters',
        ),
      ),
  ),
})
export type V1OrdersQuery = z.infer<typeof v1OrdersQuerySchema>
export type V1OrdersQueryInput = z.input<typeof v1OrdersQuerySchema>
