import * as z from 'zod/mini'
import { chainFamily, isValidAddressForChain } from '../addresses/chainAddress.js'
import {
  amountSchema,
  chainIdSchema,
  evmAddressSchema,
  hexStringSchema,
  orderIdSchema,
  tokenRefSchema,
  uintStringSchema,
  unixSecondsSchema,
} from './primitives.js'
import { buildTermsSchema } from './quote.js'

/**
 * Body of `POST /v2/build`: the quote's `build` unchanged plus the depositor and recipients.
 * A TRON destination needs `payoutAddr`, a TRON source needs `refundAddr` (spec: Build rules 8, 9),
 * and each recipient must be an address of its chain's family.
 */
export const buildRequestSchema = z
  .object({
    srcToken: tokenRefSchema,
    dstToken: tokenRefSchema,
    amount: amountSchema,
    intentOutcomeRate: amountSchema,
    terms: z.optional(buildTermsSchema),
    depositor: evmAddressSchema,
    payoutAddr: z.optional(z.string()),
    refundAddr: z.optional(z.string()),
  })
  .check(
    z.superRefine((request, context) => {
      const recipients = [
        ['payoutAddr', request.dstToken.chainId],
        ['refundAddr', request.srcToken.chainId],
      ] as const
      for (const [field, chainId] of recipients) {
        const address = request[field]
        if (address === undefined) {
          if (chainFamily(chainId) === 'tron')
            context.issues.push({
              code: 'custom',
              path: [field],
              message: `is required for chain ${chainId}`,
              input: request,
            })
        } else if (!isValidAddressForChain({ chainId, address })) {
          context.issues.push({
            code: 'custom',
            path: [field],
            message: `is not a valid address on chain ${chainId}`,
            input: request,
          })
        }
      }
    }),
  )
export type BuildRequest = z.infer<typeof buildRequestSchema>

export const approveTxSchema = z.looseObject({
  to: z.string(),
  data: hexStringSchema,
  value: uintStringSchema,
  chainId: chainIdSchema,
})
export type ApproveTx = z.infer<typeof approveTxSchema>

export const depositTxSchema = z.looseObject({
  to: z.string(),
  from: z.string(),
  data: hexStringSchema,
  value: hexStringSchema,
  chainId: chainIdSchema,
  gasLimit: hexStringSchema,
})
export type DepositTx = z.infer<typeof depositTxSchema>

export const evmBuildResponseSchema = z.looseObject({
  orderId: orderIdSchema,
  nonce: uintStringSchema,
  approveTxs: z.optional(z.array(approveTxSchema)),
  depositTx: depositTxSchema,
})
export type EvmBuildResponse = z.infer<typeof evmBuildResponseSchema>

export const tronBuildResponseSchema = z.looseObject({
  orderId: orderIdSchema,
  nonce: uintStringSchema,
  depositAddress: z.string(),
  expectedAmount: amountSchema,
  deadline: unixSecondsSchema,
})
export type TronBuildResponse = z.infer<typeof tronBuildResponseSchema>

/** An EVM-source build carries transactions; a TRON-source build a deposit address. */
export const buildResponseSchema = z.union([evmBuildResponseSchema, tronBuildResponseSchema])
export type BuildResponse = EvmBuildResponse | TronBuildResponse

/**
 * Whether a build answered for a TRON source (a deposit address) rather than an EVM one.
 *
 * @example
 * const build = await client.build(request)
 * if (isTronBuildResponse(build)) showDepositAddress(build)
 */
export function isTronBuildResponse(response: BuildResponse): response is TronBuildResponse {
  return 'depositAddress' in response && typeof response.depositAddress === 'string'
}
