import * as z from 'zod/mini'
import { chainIdSchema } from '../schemas/primitives.js'

/**
 * What part of a plan the widget found to differ from the trade the user accepted, before any
 * wallet prompt (the widget's `PlanMismatchError.field`).
 */
export const planRefusalFields = [
  /** A transaction's data is not a call its step can make (not approve, not deposit). */
  'unreadable',
  /** A transaction goes to another chain than the quote's source. */
  'chain',
  /** An approval is not on the token the user spends. */
  'approve_token',
  /** An approval lets another contract than the deposit's pull the tokens. */
  'spender',
  /** An approval allows more than the deposit needs (and the host did not ask for that). */
  'approve_amount',
  /** The deposit, transfer or order moves another token than the quote's. */
  'token',
  /** The deposit, transfer or order moves another amount than the quote's. */
  'amount',
  /** The deposit's value is not the deposit contract's relay fee (plus the amount, for a coin). */
  'value',
  /** The deposit is sent by, or counted for, another account or order than the user's. */
  'depositor',
  /** The order pays out to another address than the one entered (or the wallet, by default). */
  'payout',
  /** The order refunds to another address than the one entered (or the wallet, by default). */
  'refund',
  /** The order pays out another token, or on another chain, than the quote's. */
  'receive',
  /** The order's deadline or the transfer's expiry is later than the service can give. */
  'deadline',
  /** The deposit address is not one the source chain's service can receive at. */
  'deposit_address',
  /** The transfer carries a memo its chain has no place for. */
  'memo',
] as const
export type PlanRefusalField = (typeof planRefusalFields)[number]

/**
 * `POST /api/telemetry/plan-refusals`: the widget stopped a swap because its plan differed from
 * the accepted trade. No address, amount or order id: which field, which interface, which chains.
 */
export const planRefusalReportSchema = z.strictObject({
  interface: z.enum(['v2', 'v1']),
  field: z.enum(planRefusalFields),
  srcChainId: chainIdSchema,
  dstChainId: chainIdSchema,
})
export type PlanRefusalReport = z.infer<typeof planRefusalReportSchema>
