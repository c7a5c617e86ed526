import * as z from 'zod/mini'
import {
  chainIdInputSchema,
  chainIdSchema,
  evmAddressSchema,
  unixSecondsSchema,
} from '../../schemas/primitives.js'
import { isV1Address } from '../addresses/v1Address.js'

/**
 * An amount in base units: a decimal string on the wire, a bigint once parsed. Encoding writes the
 * decimal string back (`z.encode`).
 */
export const v1AmountSchema = z.codec(
  z.string().check(z.regex(/^\d{1,78}$/, 'must be a whole number of base units, as a string')),
  z.bigint(),
  { decode: (text) => BigInt(text), encode: (value) => value.toString() },
)

/**
 * The quote request's amount: a decimal string or `0x` hex, above zero (spec v1: POST /v1/quotes).
 * Parsed to a bigint; encoded as a decimal string.
 */
const quoteAmountPattern = /^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/

export const v1QuoteAmountSchema = z.codec(
  z.string().check(
    z.regex(
      quoteAmountPattern,
      'must be a whole number of base units, decimal or 0x hex, as a string',
    ),
    // Every check runs: only a string that passed the pattern may reach BigInt.
    z.refine((text) => !quoteAmountPattern.test(text) || BigInt(text) > 0n, 'must be above zero'),
  ),
  z.bigint(),
  { decode: (text) => BigInt(text), encode: (value) => value.toString() },
)

/** A chain id: the same rule as v2's (Solana's and Bitcoin's service-assigned ids included). */
export const v1ChainIdSchema = chainIdSchema

/** A chain id as it arrives in a URL (`"8453"`) or in JSON (`8453`). */
export const v1ChainIdInputSchema = chainIdInputSchema

export const v1UnixSecondsSchema = unixSecondsSchema

export const v1IsoDateSchema = z
  .string()
  .check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'must be an ISO 8601 date'))

/** A wallet order id: `c` and 24 lowercase letters or digits. */
export const v1WalletOrderIdSchema = z
  .string()
  .check(z.regex(/^c[a-z0-9]{24}$/, 'must be c and 24 lowercase letters or digits'))

/** A deposit-address order id: 32 hex characters. */
export const v1DepositAddressOrderIdSchema = z
  .string()
  .check(z.regex(/^[0-9a-fA-F]{32}$/, 'must be 32 hex characters'))

/** Either v1 order id form. */
export const v1OrderIdSchema = z
  .string()
  .check(
    z.regex(
      /^(?:c[a-z0-9]{24}|[0-9a-fA-F]{32})$/,
      'must be c and 24 lowercase letters or digits, or 32 hex characters',
    ),
  )

/** An address of any family v1 accepts: EVM, Solana, TRON, Bitcoin, CKB or Stellar. */
export const v1AddressSchema = z
  .string()
  .check(
    z.refine(
      (value) => isV1Address(value),
      'must be an EVM, Solana, TRON, Bitcoin, CKB or Stellar address',
    ),
  )

/** An EVM address, lowercase or exact EIP-55 (`referrer`, `filler`). */
export const v1EvmAddressSchema = evmAddressSchema

/** A comma-separated list of chain ids from a URL query, parsed to numbers. */
export const v1ChainIdListSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,15}(?:,\d{1,15}){0,63}$/, 'must be comma-separated chain ids')),
  z.transform((value) => value.split(',').map(Number)),
)

/**
 * A whole number within bounds from a URL query (`"10"`) or JSON (`10`).
 *
 * @example
 * const limitSchema = v1BoundedIntSchema({ min: 1, max: 20 })
 */
export function v1BoundedIntSchema(parameters: { min: number; max: number }) {
  const { min, max } = parameters
  const message = `must be a whole number from ${min} to ${max}`
  return z.pipe(
    z.union([z.int(), z.string().check(z.regex(/^\d{1,9}$/, message))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.int().check(z.minimum(min, message), z.maximum(max, message)),
    ),
  )
}
