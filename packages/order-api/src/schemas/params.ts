import * as z from 'zod/mini'
import { chainIdSchema, uintStringSchema } from './primitives.js'

export const tokenEntrySchema = z.looseObject({
  chainId: chainIdSchema,
  token: z.string(),
  symbol: z.string(),
  decimals: z.int().check(z.minimum(0), z.maximum(36)),
  depositFee: uintStringSchema,
  withdrawFee: uintStringSchema,
})
export type TokenEntry = z.infer<typeof tokenEntrySchema>

export const termsSchema = z.looseObject({
  operatorBps: z.int().check(z.minimum(0)),
  commissionBps: z.int().check(z.minimum(0)),
  commissionWallet: z.string(),
  orderTtl: z.int().check(z.minimum(0)),
})
export type Terms = z.infer<typeof termsSchema>

export const paramsResponseSchema = z.looseObject({
  tokens: z.array(tokenEntrySchema),
  terms: termsSchema,
})
export type ParamsResponse = z.infer<typeof paramsResponseSchema>
