import * as z from 'zod/mini'
import { idTextSchema } from '../../schemas/idTextSchema.js'
import { isSolanaWireTransaction } from '../addresses/solanaWireTransaction.js'
import { isV1TxHash } from '../addresses/v1Address.js'
import { v1QuoteIdRefSchema } from './build.js'
import { v1RouteIdSchema } from './enums.js'
import { v1WalletOrderIdSchema } from './primitives.js'

/** A deposit hash in any of the submit formats; the chain's own format is checked with the quote. */
export const v1TxHashSchema = z
  .string()
  .check(
    z.refine(
      (value) => isV1TxHash(value),
      'must be 0x and 64 hex (EVM), a base58 signature (Solana) or 64 hex without 0x (TRON, Bitcoin)',
    ),
  )

/** EVM: `0x` hex; Solana: base64. The service broadcasts it. */
const MAX_SIGNED_TRANSACTION_CHARS = 131_072
const signedTransactionPattern =
  /^(?:0x(?:[0-9a-fA-F]{2})+|(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/

export const v1SignedTransactionSchema = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.maxLength(MAX_SIGNED_TRANSACTION_CHARS),
  // Every check runs: an oversized string is refused by length alone, not scanned.
  z.refine(
    (value) => value.length > MAX_SIGNED_TRANSACTION_CHARS || signedTransactionPattern.test(value),
    'must be 0x-prefixed hex (EVM) or base64 (Solana)',
  ),
  // Base64 is Solana's form: it must hold a transaction (signatures, then a message).
  z.refine(
    (value) =>
      value.startsWith('0x') ||
      !signedTransactionPattern.test(value) ||
      isSolanaWireTransaction(value),
    'is base64 but not a serialized Solana transaction (signatures, then a message; at most 1232 bytes)',
  ),
)

/** Body of `PUT /v1/deposit/submit`: exactly one of `txHash` and `signedTransaction`. */
export const v1SubmitRequestSchema = z
  .object({
    quoteId: v1QuoteIdRefSchema,
    routeId: v1RouteIdSchema,
    /** Required when the build returned one. */
    buildId: z.optional(idTextSchema({ max: 256 })),
    txHash: z.optional(v1TxHashSchema),
    signedTransaction: z.optional(v1SignedTransactionSchema),
  })
  .check(
    z.superRefine((request, context) => {
      const sent = (['txHash', 'signedTransaction'] as const).filter(
        (field) => request[field] !== undefined,
      )
      if (sent.length === 1) return
      // Neither names txHash, the usual field; both name each field that was sent.
      for (const field of sent.length === 0 ? ['txHash'] : sent)
        context.issues.push({
          code: 'custom',
          path: [field],
          message: 'send exactly one of txHash and signedTransaction',
          input: request,
        })
    }),
  )
export type V1SubmitRequest = z.infer<typeof v1SubmitRequestSchema>

export const v1SubmitResponseSchema = z.looseObject({
  orderId: v1WalletOrderIdSchema,
  /** The hash sent, or the hash of the broadcast transaction. */
  txHash: z.string().check(z.minLength(1)),
})
export type V1SubmitResponse = z.infer<typeof v1SubmitResponseSchema>
