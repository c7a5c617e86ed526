import * as z from 'zod/mini'
import { idTextSchema } from './idTextSchema.js'
import {
  amountSchema,
  chainIdInputSchema,
  chainIdSchema,
  tokenRefSchema,
  uintStringSchema,
} from './primitives.js'

export const quoteModes = ['exact_input', 'exact_output'] as const
export type QuoteMode = (typeof quoteModes)[number]

/**
 * Query of `GET /v2/quote`. Accepts chain ids as URL strings. Exactly the amount that `mode`
 * names must be present (spec: GET /v2/quote, rule 1).
 */
export const quoteQuerySchema = z
  .object({
    fromChainId: chainIdInputSchema,
    from: idTextSchema({ max: 128 }),
    toChainId: chainIdInputSchema,
    to: idTextSchema({ max: 128 }),
    mode: z.optional(z.enum(quoteModes, 'must be exact_input or exact_output')),
    srcAmount: z.optional(amountSchema),
    outcomeAmount: z.optional(amountSchema),
  })
  .check(
    z.superRefine((query, context) => {
      const mode = query.mode ?? 'exact_input'
      const wanted = mode === 'exact_input' ? 'srcAmount' : 'outcomeAmount'
      const other = mode === 'exact_input' ? 'outcomeAmount' : 'srcAmount'
      if (query[wanted] === undefined)
        context.issues.push({
          code: 'custom',
          path: [wanted],
          message: `is required when mode is ${mode}`,
          input: query,
        })
      if (query[other] !== undefined)
        context.issues.push({
          code: 'custom',
          path: [other],
          message: `must not be sent when mode is ${mode}`,
          input: query,
        })
    }),
  )
export type QuoteQuery = z.infer<typeof quoteQuerySchema>
export type QuoteQueryInput = z.input<typeof quoteQuerySchema>

export const quoteSideSchema = z.looseObject({
  chainId: chainIdSchema,
  token: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.minimum(0)),
  amount: uintStringSchema,
})
export type QuoteSide = z.infer<typeof quoteSideSchema>

export const buildTermsSchema = z.object({
  flatFee: z.string().check(z.regex(/^\d+$/, 'must be a whole number, as a string')),
  expiresAt: z.string().check(z.regex(/^\d+$/, 'must be Unix seconds, as a string')),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be 0x-prefixed hex')),
})
export type BuildTerms = z.infer<typeof buildTermsSchema>

/** The build request the quote assembles; to be sent back unchanged. */
export const quoteBuildSchema = z.object({
  srcToken: tokenRefSchema,
  dstToken: tokenRefSchema,
  amount: amountSchema,
  intentOutcomeRate: amountSchema,
  terms: buildTermsSchema,
})
export type QuoteBuild = z.infer<typeof quoteBuildSchema>

export const quoteResponseSchema = z.looseObject({
  spend: quoteSideSchema,
  receive: quoteSideSchema,
  details: z.looseObject({ intentOutcomeRate: uintStringSchema, protocolFee: uintStringSchema }),
  build: quoteBuildSchema,
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>
