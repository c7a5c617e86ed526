import * as z from 'zod/mini'
import { v1ChainSchema } from './chain.js'
import { v1TokenSchema } from './token.js'

export const v1AutocompleteSlots = [
  'usdAmount',
  'amount',
  'tokenSymbol',
  'chain',
  'keyword',
] as const
export type V1AutocompleteSlot = (typeof v1AutocompleteSlots)[number]

export const v1AutocompleteSuggestionSchema = z.looseObject({
  /** The amount form when the input has an amount, otherwise "token on chain". */
  description: z.string(),
  chain: v1ChainSchema,
  token: v1TokenSchema,
  /** Only when the input has an amount, as the user wrote it (not base units). */
  amount: z.optional(z.string()),
  /** Only with an amount and a known price. */
  usdAmount: z.optional(z.string()),
})
export type V1AutocompleteSuggestion = z.infer<typeof v1AutocompleteSuggestionSchema>

/** `GET /v1/tokens/autocomplete/{keyword}`: suggestions, the parsed input and the next slots. */
export const v1AutocompleteResponseSchema = z.looseObject({
  data: z.array(v1AutocompleteSuggestionSchema),
  parsed: z.looseObject({
    amount: z.optional(z.nullable(z.string())),
    /** When the input starts with a dollar sign. */
    usdAmount: z.optional(z.nullable(z.string())),
    tokenQuery: z.optional(z.nullable(z.string())),
    chainQuery: z.optional(z.nullable(z.string())),
    hasOn: z.boolean(),
  }),
  /** Narrows as the input gets specific. */
  nextSlots: z.array(z.enum(v1AutocompleteSlots)),
})
export type V1AutocompleteResponse = z.infer<typeof v1AutocompleteResponseSchema>
export type V1AutocompleteResponseWire = z.input<typeof v1AutocompleteResponseSchema>
