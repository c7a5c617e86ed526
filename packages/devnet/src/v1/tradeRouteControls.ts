import type { V1RouteId } from './quote/tradeRoutes.js'

export type TradeRouteBehaviour = 'quote' | 'fail' | 'silent'
type RouteControl = { behaviour: TradeRouteBehaviour; delayMs: number }

/** How long each route takes to answer by default: the native route first, externals later. */
const defaultDelays: Record<V1RouteId, number> = {
  Native: 5,
  NativeUTXO: 5,
  ExternalA: 40,
  ExternalB: 20,
  ExternalC: 60,
}

/**
 * Dev-only controls of the v1 trade routes (SIMULATION): each route answers after a delay, or fails,
 * or stays silent until the service gives up on it; the submit can be made to fail after the
 * deposit was checked (the spec's "Deposit was submitted" 500).
 */
export function createTradeRouteControls() {
  const routes = new Map<V1RouteId, RouteControl>()
  let routeTimeoutMs = 3000
  let submitRecordFailures = 0
  return {
    of: (routeId: V1RouteId): RouteControl =>
      routes.get(routeId) ?? { behaviour: 'quote', delayMs: defaultDelays[routeId] },
    set(routeId: V1RouteId, control: Partial<RouteControl>) {
      const current = routes.get(routeId) ?? {
        behaviour: 'quote',
        delayMs: defaultDelays[routeId],
      }
      routes.set(routeId, { ...current, ...control })
    },
    /** How long the service waits for a route before counting it as not quoting. */
    get routeTimeoutMs() {
      return routeTimeoutMs
    },
    setRouteTimeout(ms: number) {
      routeTimeoutMs = ms
    },
    failNextSubmitRecords(times: number) {
      submitRecordFailures = times
    },
    /** Whether this submit's record must fail; uses up one failure. */
    takeSubmitRecordFailure(): boolean {
      if (submitRecordFailures <= 0) return false
      submitRecordFailures--
      return true
    },
    reset() {
      routes.clear()
      routeTimeoutMs = 3000
      submitRecordFailures = 0
    },
  }
}
export type TradeRouteControls = ReturnType<typeof createTradeRouteControls>
