import * as z from 'zod/mini'

export const faultRoutes = [
  'params',
  'quote',
  'build',
  'orders',
  'order',
  'cancel',
  'health',
  // v1: the deposit plan and the submit (spec v1: POST /v1/deposit/build, PUT /v1/deposit/submit).
  'v1-build',
  'v1-submit',
] as const
export type FaultRoute = (typeof faultRoutes)[number]

export const faultSchema = z.object({
  route: z.enum(faultRoutes),
  status: z.optional(z.int().check(z.minimum(100), z.maximum(599))),
  body: z.optional(z.unknown()),
  headers: z.optional(z.record(z.string(), z.string())),
  latencyMs: z.optional(z.int().check(z.minimum(0), z.maximum(120_000))),
  drop: z.optional(z.boolean()),
  times: z.optional(z.int().check(z.minimum(1))),
})
export type Fault = z.infer<typeof faultSchema>

/** Dev-only fault injection: forced answers, added latency, or dropped responses per route. */
export function createFaultRegistry() {
  const faults: (Fault & { remaining: number })[] = []
  return {
    add(fault: Fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1 })
    },
    clear() {
      faults.length = 0
    },
    /** The next fault for a route, used up by this call. */
    take(route: FaultRoute): Fault | undefined {
      const index = faults.findIndex((fault) => fault.route === route)
      if (index < 0) return undefined
      const fault = faults[index]!
      fault.remaining--
      if (fault.remaining <= 0) faults.splice(index, 1)
      return fault
    },
  }
}
export type FaultRegistry = ReturnType<typeof createFaultRegistry>
