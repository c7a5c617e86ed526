import * as z from 'zod/mini'
import { v1AmountSchema, v1ChainIdSchema } from './primitives.js'

export { isV1NativeToken } from '../addresses/nativeToken.js'

export const v1TokenPriceSchema = z.looseObject({
  /** A decimal string with many decimals; keep it a string (no float maths on prices). */
  usd: z.string().check(z.regex(/^\d+(?:\.\d+)?$/, 'must be a decimal string')),
  provider: z.string(),
})
export type V1TokenPrice = z.infer<typeof v1TokenPriceSchema>

export const v1TokenSchema = z.looseObject({
  chainId: v1ChainIdSchema,
  address: z.string().check(z.minLength(1)),
  name: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.minimum(0), z.maximum(255)),
  logoURI: z.string(),
  extensions: z.optional(
    z.looseObject({
      price: z.optional(v1TokenPriceSchema),
      /** Only from the balances endpoint. */
      balance: z.optional(v1AmountSchema),
    }),
  ),
})
export type V1Token = z.infer<typeof v1TokenSchema>
export type V1TokenWire = z.input<typeof v1TokenSchema>

/** `GET /v1/tokens` without `q`, and `GET /v1/tokens/balances/{address}`: a flat array. */
export const v1TokenListSchema = z.array(v1TokenSchema)
export type V1TokenList = z.infer<typeof v1TokenListSchema>

/** `GET /v1/tokens/search`, and `GET /v1/tokens` with a non-empty `q`: `{ data }`. */
export const v1TokenSearchResponseSchema = z.looseObject({ data: z.array(v1TokenSchema) })
export type V1TokenSearchResponse = z.infer<typeof v1TokenSearchResponseSchema>
