import { createRequire } from 'node:module'

/** What the benches read of an autocannon run. */
export type AutocannonResult = {
  latency: { p50: number; p99: number }
  requests: { average: number; total: number }
  errors: number
  non2xx: number
}

/** autocannon (CommonJS, no types of its own), as the benches call it. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: object,
) => Promise<AutocannonResult>
