import type { V1DepositPlan } from '@ferry/order-api/v1'
import type { FormToken } from '../../catalog/formToken.js'
import type { V1RunInput } from './useV1PlanRun.js'

/** A built v1 plan whose order is not known yet: what a reload needs to register its deposit. */
export type PendingV1Run = {
  input: V1RunInput
  plan: V1DepositPlan
  from: Pick<FormToken, 'chainId' | 'symbol' | 'decimals'>
  to: Pick<FormToken, 'chainId' | 'symbol' | 'decimals'>
}

export const PENDING_V1_RUN_KEY = 'ferry:v1-run'

// Plans and quotes carry bigints, which JSON does not.
const replacer = (_: string, value: unknown) =>
  typeof value === 'bigint' ? { $bigint: value.toString() } : value
const reviver = (_: string, value: unknown) =>
  typeof value === 'object' && value !== null && '$bigint' in value
    ? BigInt((value as { $bigint: string }).$bigint)
    : value

export function savePendingV1Run(storage: Storage, run: PendingV1Run) {
  storage.setItem(PENDING_V1_RUN_KEY, JSON.stringify(run, replacer))
}

export function readPendingV1Run(storage: Storage): PendingV1Run | undefined {
  const text = storage.getItem(PENDING_V1_RUN_KEY)
  if (text === null) return undefined
  try {
    return JSON.parse(text, reviver) as PendingV1Run
  } catch {
    return undefined
  }
}

export const clearPendingV1Run = (storage: Storage) => storage.removeItem(PENDING_V1_RUN_KEY)
