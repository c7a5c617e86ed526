import * as z from 'zod/mini'
import { v1ChainIdSchema } from './primitives.js'

export const v1ChainTypes = ['eip155', 'solana', 'tron', 'bitcoin'] as const
export type V1ChainType = (typeof v1ChainTypes)[number]

const explorerSchema = z.looseObject({
  name: z.string(),
  url: z.string(),
  apiUrl: z.optional(z.string()),
})

/** A chain of `GET /v1/chains`. EVM entries carry more fields; they are kept but not typed. */
export const v1ChainSchema = z.looseObject({
  type: z.enum(v1ChainTypes),
  id: v1ChainIdSchema,
  name: z.string(),
  nativeCurrency: z.looseObject({
    name: z.string(),
    symbol: z.string(),
    decimals: z.int().check(z.minimum(0), z.maximum(255)),
  }),
  rpcUrls: z.looseObject({
    /** Empty for Bitcoin. */
    default: z.looseObject({ http: z.array(z.string()) }),
  }),
  blockExplorers: z.optional(z.looseObject({ default: z.optional(explorerSchema) })),
})
export type V1Chain = z.infer<typeof v1ChainSchema>
export type V1ChainWire = z.input<typeof v1ChainSchema>

export const v1ChainListSchema = z.array(v1ChainSchema)
export type V1ChainList = z.infer<typeof v1ChainListSchema>
