import * as z from 'zod/mini'
import { isEvmAddress } from '../../addresses/evm.js'
import { isBitcoinAddress } from '../addresses/bitcoin.js'
import { isCkbAddress, isSolanaAddress, isV1TronAddress } from '../addresses/v1Address.js'
import { v1BoundedIntSchema, v1ChainIdInputSchema, v1ChainIdListSchema } from './primitives.js'

const searchTerm = z.string().check(z.maxLength(256))

/** Query of `GET /v1/tokens`: without `q` (or empty) a flat list, with `q` a search. */
export const v1TokensQuerySchema = z.object({
  q: z.optional(searchTerm),
  chainIds: z.optional(v1ChainIdListSchema),
})
export type V1TokensQuery = z.infer<typeof v1TokensQuerySchema>

/** Query of `GET /v1/tokens/search`: `q` is required. */
export const v1TokenSearchQuerySchema = z.object({
  q: searchTerm.check(z.minLength(1, 'is required')),
  chainIds: z.optional(v1ChainIdListSchema),
})
export type V1TokenSearchQuery = z.infer<typeof v1TokenSearchQuerySchema>

/** Path of `GET /v1/tokens/balances/{address}`: EVM, Solana, TRON, Bitcoin or CKB (not Stellar). */
export const v1BalancesAddressSchema = z
  .string()
  .check(
    z.refine(
      (value) =>
        [isEvmAddress, isSolanaAddress, isV1TronAddress, isBitcoinAddress, isCkbAddress].some(
          (is) => is(value),
        ),
      'must be an EVM, Solana, TRON, Bitcoin or CKB address',
    ),
  )

/** Query of `GET /v1/tokens/balances/{address}`. */
export const v1BalancesQuerySchema = z.object({ chainIds: z.optional(v1ChainIdListSchema) })

/** Path of `GET /v1/tokens/autocomplete/{keyword}` once URL-decoded: 1 to 64 characters. */
export const v1AutocompleteKeywordSchema = z
  .string()
  .check(z.minLength(1, 'is required'), z.maxLength(64, 'must be at most 64 characters'))

/** Query of `GET /v1/tokens/autocomplete/{keyword}`. */
export const v1AutocompleteQuerySchema = z.object({
  chainIds: z.optional(v1ChainIdListSchema),
  limit: z.optional(v1BoundedIntSchema({ min: 1, max: 20 })),
})
export type V1AutocompleteQuery = z.infer<typeof v1AutocompleteQuerySchema>

/** Path of `GET /v1/chain/{chainId}/icon`: numeric (an unknown id still gets a default icon). */
export const v1ChainIconIdSchema = v1ChainIdInputSchema
