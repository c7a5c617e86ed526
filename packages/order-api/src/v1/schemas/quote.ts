import * as z from 'zod/mini'
import { idTextSchema } from '../../schemas/idTextSchema.js'
import {
  v1DepositMethods,
  v1ExactOutMethods,
  v1FillerTypes,
  v1RouteIdSchema,
  v1RouteIds,
  v1RouteTags,
  v1TradeTypes,
} from './enums.js'
import {
  v1AddressSchema,
  v1AmountSchema,
  v1ChainIdSchema,
  v1EvmAddressSchema,
  v1QuoteAmountSchema,
  v1UnixSecondsSchema,
} from './primitives.js'

const tokenAddressSchema = idTextSchema({ max: 128 })

/**
 * Body of `POST /v1/quotes`. `amount` is parsed to a bigint (decimal or `0x` hex on the wire);
 * `referrer` is required when `referrerFeeBps` is above zero (spec v1: POST /v1/quotes).
 */
export const v1QuoteRequestSchema = z
  .object({
    tradeType: z.enum(v1TradeTypes, 'must be EXACT_INPUT or EXACT_OUTPUT'),
    fromChainId: v1ChainIdSchema,
    fromToken: tokenAddressSchema,
    toChainId: v1ChainIdSchema,
    toToken: tokenAddressSchema,
    amount: v1QuoteAmountSchema,
    fromAddress: z.optional(v1AddressSchema),
    recipient: z.optional(v1AddressSchema),
    refundTo: z.optional(v1AddressSchema),
    referrer: z.optional(v1EvmAddressSchema),
    referrerFeeBps: z.optional(z.int().check(z.minimum(0), z.maximum(9999))),
    filler: z.optional(v1EvmAddressSchema),
    integratorId: z.optional(idTextSchema({ max: 128, allowEmpty: true })),
    depositMethods: z.optional(z.array(z.enum(v1DepositMethods)).check(z.maxLength(4))),
  })
  .check(
    z.superRefine((request, context) => {
      if ((request.referrerFeeBps ?? 0) > 0 && request.referrer === undefined)
        context.issues.push({
          code: 'custom',
          path: ['referrer'],
          message: 'is required when referrerFeeBps is above zero',
          input: request,
        })
    }),
  )
/** The request as a caller builds it: `amount` a bigint. */
export type V1QuoteRequest = z.infer<typeof v1QuoteRequestSchema>
/** The request on the wire: `amount` a decimal or `0x` hex string. */
export type V1QuoteRequestWire = z.input<typeof v1QuoteRequestSchema>

/** Query of `POST /v1/quotes`: `mode=stream` for NDJSON, `routes` to ask only those routes. */
export const v1QuoteQuerySchema = z.object({
  mode: z.optional(z.literal('stream')),
  routes: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(/^[A-Za-z]+(?:,[A-Za-z]+){0,9}$/, 'must be comma-separated route ids')),
      z.pipe(
        z.transform((value: string) => value.split(',')),
        z.array(z.enum(v1RouteIds, 'must be a route id (case-sensitive)')),
      ),
    ),
  ),
})
export type V1QuoteQuery = z.infer<typeof v1QuoteQuerySchema>

/** TRON's activation fee on routes touching TRON; extra fields are kept. */
const activationFeeSchema = z.looseObject({
  required: z.boolean(),
  refundable: z.optional(z.boolean()),
})

const tronUsdtFeesSchema = z.looseObject({
  activationRequired: z.boolean(),
  activationFeeUsdt18: v1AmountSchema,
  hasUsdtBalance: z.boolean(),
  energyFeeUsdt18: v1AmountSchema,
})

/** A route's price. Fields ending in 18 are 18-decimal amounts. */
export const v1RouteQuoteSchema = z.looseObject({
  amountIn: v1AmountSchema,
  amountOut: v1AmountSchema,
  expectedDurationSeconds: z.int().check(z.minimum(0)),
  /** The order's deadline; the stored quote is deleted 60 seconds after it. */
  validBefore: v1UnixSecondsSchema,
  /** The price holds until then; drives the countdown. */
  quoteExpiresAt: v1UnixSecondsSchema,
  supportedDepositMethods: z.optional(z.array(z.enum(v1DepositMethods))),
  /** Total network fee in the source chain's smallest native unit (not gas units). */
  estimatedGas: z.optional(v1AmountSchema),
  tags: z.optional(z.array(z.enum(v1RouteTags))),
  activationFee: z.optional(activationFeeSchema),
  tronUsdtFees: z.optional(tronUsdtFeesSchema),
  totalOutputFeeUsdt18: z.optional(v1AmountSchema),
  feeBaseOutcomeAmount18: z.optional(v1AmountSchema),
})
export type V1RouteQuote = z.infer<typeof v1RouteQuoteSchema>

const routeShape = {
  routeId: v1RouteIdSchema,
  type: z.enum(v1FillerTypes),
  /** A path relative to the API host. */
  icon: z.string(),
  exactOutMethod: z.enum(v1ExactOutMethods),
  depositMethods: z.array(z.enum(v1DepositMethods)),
  quote: v1RouteQuoteSchema,
}

export const v1RouteSchema = z.looseObject(routeShape)
export type V1Route = z.infer<typeof v1RouteSchema>
export type V1RouteWire = z.input<typeof v1RouteSchema>

export const v1QuoteIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/, 'must be a UUID'))

/** `POST /v1/quotes` (JSON): every route that quoted; empty `routes` when none did. */
export const v1QuoteResponseSchema = z.looseObject({
  quoteId: v1QuoteIdSchema,
  routes: z.array(v1RouteSchema),
})
export type V1QuoteResponse = z.infer<typeof v1QuoteResponseSchema>
export type V1QuoteResponseWire = z.input<typeof v1QuoteResponseSchema>

/** One NDJSON line of `POST /v1/quotes?mode=stream`: a route with the shared quoteId. */
export const v1QuoteStreamLineSchema = z.looseObject({ quoteId: v1QuoteIdSchema, ...routeShape })
export type V1QuoteStreamLine = z.infer<typeof v1QuoteStreamLineSchema>
export type V1QuoteStreamLineWire = z.input<typeof v1QuoteStreamLineSchema>
