import type { PlanRefusalReport } from '@ferry/order-api/bff'
import type { FerryEvent } from '../../hooks/useFerryEvents.js'
import { PlanMismatchError } from './PlanMismatchError.js'

export type ReportPlanRefusalParameters = {
  error: unknown
  /** The words the widget shows for it (describeError's), for the host's event. */
  message?: string
  /** Undefined: the host alone is told. */
  bffUrl: string | undefined
  interface: PlanRefusalReport['interface']
  srcChainId: number
  dstChainId: number
  /** The host's events; undefined: the BFF alone is told (the v2 form tells the host `error`). */
  emit?: (event: FerryEvent) => void
}

/**
 * When a swap was stopped because its plan differed from the accepted trade: tells the host
 * (`plan-refused`, beside the usual `error`; when `emit` is given) and the BFF, which logs and counts it
 * (`POST /api/telemetry/plan-refusals`). No address, amount or order id leaves: only what
 * differed and on which chains. The BFF's answer is not awaited and its failure not shown.
 * Returns whether the error was such a refusal.
 */
export function reportPlanRefusal(parameters: ReportPlanRefusalParameters): boolean {
  const { error } = parameters
  if (!PlanMismatchError.isInstance(error)) return false
  const { emit, message } = parameters
  if (emit && message !== undefined)
    emit({ name: 'plan-refused', data: { field: error.field, message } })
  const report: PlanRefusalReport = {
    interface: parameters.interface,
    field: error.field,
    srcChainId: parameters.srcChainId,
    dstChainId: parameters.dstChainId,
  }
  if (parameters.bffUrl === undefined) return true
  void fetch(`${parameters.bffUrl.replace(/\/+$/, '')}/api/telemetry/plan-refusals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {})
  return true
}
