import { Counter, Histogram, Registry } from 'prom-client'

/** Prometheus metrics of one BFF instance. */
export function createMetrics() {
  const registry = new Registry()
  return {
    registry,
    requests: new Histogram({
      name: 'ferry_bff_request_duration_seconds',
      help: 'BFF requests by route and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers: [registry],
    }),
    upstream: new Counter({
      name: 'ferry_bff_upstream_responses_total',
      help: 'Upstream responses by operation and status',
      labelNames: ['operation', 'status'],
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'ferry_bff_limiter_refusals_total',
      help: 'Requests refused by the BFF rate governor',
      labelNames: ['route'],
      registers: [registry],
    }),
    upstreamRefusals: new Counter({
      name: 'ferry_bff_upstream_attempts_refused_total',
      help: 'Upstream attempts (retries and polls included) held back by the budget, not sent',
      labelNames: ['route'],
      registers: [registry],
    }),
  }
}
export type Metrics = ReturnType<typeof createMetrics>
