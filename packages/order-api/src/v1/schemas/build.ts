import * as z from 'zod/mini'
import { idTextSchema } from '../../schemas/idTextSchema.js'
import { v1DepositMethods, v1RouteIdSchema } from './enums.js'
import {
  v1AddressSchema,
  v1AmountSchema,
  v1ChainIdSchema,
  v1EvmAddressSchema,
  v1OrderIdSchema,
  v1UnixSecondsSchema,
} from './primitives.js'

/** A quote id as a request carries it; an unknown one is the service's 404, not a 400. */
export const v1QuoteIdRefSchema = idTextSchema({ max: 128 })

/**
 * Body of `POST /v1/deposit/build`. `from` is required for CONTRACT_CALL (and PERMIT2); a
 * transfer build without `from` needs `recipient` and `refundTo` (spec v1: POST /v1/deposit/build).
 */
export const v1BuildRequestSchema = z
  .object({
    quoteId: v1QuoteIdRefSchema,
    routeId: v1RouteIdSchema,
    from: z.optional(v1AddressSchema),
    depositMethod: z.optional(z.enum(v1DepositMethods)),
    recipient: z.optional(v1AddressSchema),
    refundTo: z.optional(v1AddressSchema),
  })
  .check(
    z.superRefine((request, context) => {
      if (request.from !== undefined) return
      const method = request.depositMethod
      if (method === 'CONTRACT_CALL' || method === 'PERMIT2') {
        context.issues.push({
          code: 'custom',
          path: ['from'],
          message: `is required for ${method}`,
          input: request,
        })
      } else if (method !== undefined) {
        for (const field of ['recipient', 'refundTo'] as const)
          if (request[field] === undefined)
            context.issues.push({
              code: 'custom',
              path: [field],
              message: 'is required for a transfer build without from',
              input: request,
            })
      }
    }),
  )
export type V1BuildRequest = z.infer<typeof v1BuildRequestSchema>

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))

/** The `eth_sendTransaction` parameter; forwarded to the wallet unchanged (extra fields kept). */
export const v1EvmTransactionSchema = z.looseObject({
  from: v1EvmAddressSchema,
  to: v1EvmAddressSchema,
  data: z.optional(hexQuantity),
  /** Dropping it makes the deposit revert. */
  value: z.optional(hexQuantity),
  gas: z.optional(hexQuantity),
  gasPrice: z.optional(hexQuantity),
  maxFeePerGas: z.optional(hexQuantity),
  maxPriorityFeePerGas: z.optional(hexQuantity),
  nonce: z.optional(hexQuantity),
})
export type V1EvmTransaction = z.infer<typeof v1EvmTransactionSchema>

export const v1SwitchChainRequestSchema = z.looseObject({
  method: z.literal('wallet_switchEthereumChain'),
  params: z.tuple([z.looseObject({ chainId: hexQuantity })]),
})

export const v1SendTransactionRequestSchema = z.looseObject({
  method: z.literal('eth_sendTransaction'),
  params: z.tuple([v1EvmTransactionSchema]),
})

/** An EIP-1193 request the wallet runs as given. */
export const v1Eip1193RequestSchema = z.discriminatedUnion('method', [
  v1SwitchChainRequestSchema,
  v1SendTransactionRequestSchema,
])
export type V1Eip1193Request = z.infer<typeof v1Eip1193RequestSchema>

const flags = {
  /** EVM only: wait for the receipt before the next action. Missing reads as false. */
  waitForReceipt: z.optional(z.boolean()),
  /** Marks the deposit action whose hash is submitted. Missing reads as false. */
  deposit: z.optional(z.boolean()),
}

export const v1EvmWalletActionSchema = z.looseObject({
  type: z.literal('eip1193_request'),
  request: v1Eip1193RequestSchema,
  ...flags,
})
export type V1EvmWalletAction = z.infer<typeof v1EvmWalletActionSchema>

export const v1SolanaWalletActionSchema = z.looseObject({
  type: z.literal('solana_sendTransaction'),
  /** A base64 transaction with a fresh blockhash: sign at once. */
  transaction: z.base64(),
  deposit: z.optional(z.boolean()),
})
export type V1SolanaWalletAction = z.infer<typeof v1SolanaWalletActionSchema>

export const v1WalletActionSchema = z.discriminatedUnion('type', [
  v1EvmWalletActionSchema,
  v1SolanaWalletActionSchema,
])
export type V1WalletAction = z.infer<typeof v1WalletActionSchema>

export const v1ContractCallPlanSchema = z.looseObject({
  kind: z.literal('CONTRACT_CALL'),
  /** Run in order. */
  approvals: z.array(v1WalletActionSchema),
  expiresAt: z.optional(v1UnixSecondsSchema),
  /** Returned when the quote had no fromAddress; the submit must send it back. */
  buildId: z.optional(z.string().check(z.minLength(1))),
})
export type V1ContractCallPlan = z.infer<typeof v1ContractCallPlanSchema>

/** Also the plan of TRANSFER_WITH_TX_HASH_SUBMIT (`submitTxHashRequested` is then true). */
export const v1TransferPlanSchema = z.looseObject({
  kind: z.literal('TRANSFER'),
  depositAddress: z.string().check(z.minLength(1)),
  /** Exact: send exactly this many base units. */
  amount: v1AmountSchema,
  /** A token address, or `BTC` on Bitcoin. */
  token: z.string().check(z.minLength(1)),
  chainId: v1ChainIdSchema,
  expiresAt: z.optional(v1UnixSecondsSchema),
  /** Must be carried with the transfer when present. */
  memo: z.optional(z.string()),
  orderId: z.optional(v1OrderIdSchema),
  /** True on TRON and Bitcoin sources: submit the hash after the transfer; otherwise never. */
  submitTxHashRequested: z.optional(z.boolean()),
})
export type V1TransferPlan = z.infer<typeof v1TransferPlanSchema>

/** The build response: switch on `kind`. */
export const v1DepositPlanSchema = z.discriminatedUnion('kind', [
  v1ContractCallPlanSchema,
  v1TransferPlanSchema,
])
export type V1DepositPlan = z.infer<typeof v1DepositPlanSchema>
export type V1DepositPlanWire = z.input<typeof v1DepositPlanSchema>
