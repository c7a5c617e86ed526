import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** Prometheus metrics of one BFF instance. */
export function createMetrics() {
  const registry = new Registry()
  // The process's own figures: CPU, memory, heap, event-loop lag, handles, GC.
  collectDefaultMetrics({ register: registry })
  const sources = { openStreams: () => 0, activePollers: () => 0, sharedStateFallback: () => 0 }
  new Gauge({
    name: 'ferry_bff_open_streams',
    help: 'Order event streams open now',
    registers: [registry],
    collect() {
      this.set(sources.openStreams())
    },
  })
  new Gauge({
    name: 'ferry_bff_active_pollers',
    help: 'Orders polled upstream now (one poller per order, however many streams watch it)',
    registers: [registry],
    collect() {
      this.set(sources.activePollers())
    },
  })
  new Gauge({
    name: 'ferry_bff_shared_state_fallback',
    help: 'Whether this instance runs on local fallbacks because Redis (REDIS_URL) is unreachable: 1 yes, 0 no or no Redis configured',
    registers: [registry],
    collect() {
      this.set(sources.sharedStateFallback())
    },
  })
  return {
    registry,
    /** Where the gauges read their values at each scrape. */
    observe(parameters: Partial<typeof sources>) {
      Object.assign(sources, parameters)
    },
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
    pageRenders: new Counter({
      name: 'ferry_bff_page_renders_total',
      help: "How pages' markup came: rendered, joined (a render under way), cached, or shell:<reason> (client-budget, render-budget, busy, failed, query, no-server-entry)",
      labelNames: ['outcome'],
      registers: [registry],
    }),
    planRefusals: new Counter({
      name: 'ferry_bff_plan_refusals_total',
      help: 'Swaps a widget stopped before the wallet opened because the plan (a build, a v1 deposit plan) differed from the accepted trade, by interface and by what differed',
      labelNames: ['interface', 'field'],
      registers: [registry],
    }),
    rpcCalls: new Counter({
      name: 'ferry_bff_rpc_calls_total',
      help: "JSON-RPC calls of the RPC proxy by chain id and outcome: forwarded, refused (not an allowed read), limited, or the private RPC's failure (timeout, unreachable, status, too-large, not-json)",
      labelNames: ['chain', 'outcome'],
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'ferry_bff_webhook_deliveries_total',
      help: 'Webhook delivery attempts by event type and outcome: delivered (a 2xx), failed (retried after a pause), given_up (the last attempt failed; the operator may replay it)',
      labelNames: ['type', 'outcome'],
      registers: [registry],
    }),
    fallbacks: new Counter({
      name: 'ferry_bff_shared_state_fallbacks_total',
      help: 'Decisions taken locally because Redis was unreachable: limit (1/N of a limit), lease (an order polled here anyway), lock (a build or submit locked in this process only), reconcile (a pass run without the lease), hold (a deposit-address hold kept in this process, 1/N of each cap), session (a nonce, sign-out or sign-in limit kept in this process only)',
      labelNames: ['use'],
      registers: [registry],
    }),
  }
}
export type Metrics = ReturnType<typeof createMetrics>
