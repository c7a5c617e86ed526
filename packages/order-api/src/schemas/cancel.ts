import * as z from 'zod/mini'

export const cancelRequestSchema = z.object({
  payload: z.object({
    nonce: z.string().check(z.regex(/^\d{1,78}$/, 'must be a uint256, as a decimal string')),
    rootIntentId: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'must be a bytes32 hex string')),
  }),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte ECDSA signature')),
})
export type CancelRequest = z.infer<typeof cancelRequestSchema>

export const cancelResponseSchema = z.looseObject({ relaySubmissionId: z.string() })
export type CancelResponse = z.infer<typeof cancelResponseSchema>
