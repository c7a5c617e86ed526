import * as z from 'zod/mini'

export const v1RouteIds = ['Native', 'NativeUTXO', 'ExternalA', 'ExternalB', 'ExternalC'] as const
export type V1RouteId = (typeof v1RouteIds)[number]
export const v1RouteIdSchema = z.enum(v1RouteIds)

/** A route's `type`, also an order's `type`. */
export const v1FillerTypes = [
  'native-filler',
  'liquidity-router',
  'external-intent-router',
  'aggregator-router',
] as const
export type V1FillerType = (typeof v1FillerTypes)[number]

export const v1TradeTypes = ['EXACT_INPUT', 'EXACT_OUTPUT'] as const
export type V1TradeType = (typeof v1TradeTypes)[number]

export const v1ExactOutMethods = ['native', 'adaptive'] as const
export type V1ExactOutMethod = (typeof v1ExactOutMethods)[number]

export const v1RouteTags = ['1-click', 'needs-approval'] as const
export type V1RouteTag = (typeof v1RouteTags)[number]

/** `PERMIT2` passes validation but no route offers it. */
export const v1DepositMethods = [
  'CONTRACT_CALL',
  'TRANSFER',
  'TRANSFER_WITH_TX_HASH_SUBMIT',
  'PERMIT2',
] as const
export type V1DepositMethod = (typeof v1DepositMethods)[number]

export const v1Providers = ['native', 'external_a', 'external_b', 'external_c'] as const
export type V1Provider = (typeof v1Providers)[number]
