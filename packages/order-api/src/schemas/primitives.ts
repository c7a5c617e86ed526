import * as z from 'zod/mini'
import { isEvmAddress } from '../addresses/evm.js'
import { idTextSchema } from './idTextSchema.js'

/** A positive amount in base units as a decimal string: `^[1-9]\d*$`. */
export const amountSchema = z
  .string()
  .check(z.regex(/^[1-9]\d*$/, 'must be a positive whole number of base units, as a string'))

/** A non-negative integer as a decimal string: `^\d+$`. */
export const uintStringSchema = z
  .string()
  .check(z.regex(/^\d+$/, 'must be a non-negative whole number, as a string'))

export const hexStringSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

export const chainIdSchema = z.int().check(z.minimum(0, 'must be a chain id (0 or more)'))

/** A chain id as it arrives in a URL query (`"8453"`) or in JSON (`8453`). */
export const chainIdInputSchema = z.union([
  chainIdSchema,
  z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, 'must be a chain id (0 or more)')),
    z.transform((value) => Number(value)),
  ),
])

/** An EVM address in lowercase or exact EIP-55 checksum form. */
export const evmAddressSchema = z
  .string()
  .check(
    z.refine(
      (value) => isEvmAddress(value),
      'must be 0x and 40 hex characters, lowercase or exact EIP-55 checksum',
    ),
  )

/** `0x` and 64 hex characters, any case. */
export const orderIdSchema = z
  .string()
  .check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x and 64 hex characters'))

export const unixSecondsSchema = z.int().check(z.minimum(0))

/** A token on a chain, as in the quote's `build` and the build request. */
export const tokenRefSchema = z.object({
  chainId: chainIdSchema,
  token: idTextSchema({ max: 128 }),
})
