import * as z from 'zod/mini'
import { rateLimitErrorBodySchema, validationIssueSchema } from '../../schemas/errorBodies.js'

/** Every error `name` of the v1 error table, plus the 409 that a duplicate submit never returns. */
export const v1ErrorNames = [
  'ValidationException',
  'BadRequestException',
  'CannotFillException',
  'UnexpectedFromAddressException',
  'NotSupportedContractException',
  'BuildDepositParsingException',
  'NotSupportedDepositMethodException',
  'BroadcastException',
  'NotSupportedTokenException',
  'NotSupportedChainException',
  'NotSupportedAssetReverseContractException',
  'IntentNotFoundException',
  'QuoteNotFoundException',
  'InternalErrorException',
  'MaintenanceException',
  'DuplicateRecordException',
] as const
export type V1ErrorName = (typeof v1ErrorNames)[number]

/** `{ message, name, details? }`: branch on `name`. */
export const v1ErrorBodySchema = z.looseObject({
  message: z.string(),
  name: z.string(),
  details: z.optional(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
})
export type V1ErrorBody = z.infer<typeof v1ErrorBodySchema>

export const v1ValidationIssueSchema = validationIssueSchema
export type V1ValidationIssue = z.infer<typeof v1ValidationIssueSchema>

export const v1ValidationErrorBodySchema = z.looseObject({
  message: z.string(),
  name: z.literal('ValidationException'),
  details: z.array(v1ValidationIssueSchema),
})
export type V1ValidationErrorBody = z.infer<typeof v1ValidationErrorBodySchema>

/** The 429 body: `errorCode`, not `name`; no Retry-After. Same shape as v2's. */
export const v1RateLimitErrorBodySchema = rateLimitErrorBodySchema
export type V1RateLimitErrorBody = z.infer<typeof v1RateLimitErrorBodySchema>

/** `details` of NotSupportedDepositMethodException. */
export const v1NotSupportedDepositMethodDetailsSchema = z.looseObject({
  depositMethod: z.optional(z.string()),
  fillerId: z.optional(z.string()),
  supportedMethods: z.optional(z.array(z.string())),
})

/** Plain-text bodies of 404s (not JSON). */
export const V1_ORDER_NOT_FOUND_TEXT = 'Order not found'
export const V1_PATH_NOT_FOUND_TEXT = '404 Not Found'
