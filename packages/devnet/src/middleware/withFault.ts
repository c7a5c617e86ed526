import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import type { FaultRegistry, FaultRoute } from '../service/faults.js'

/**
 * Applies the next fault injected for `route` through `/dev/faults`: added latency, a forced
 * answer, or a response dropped after the request was processed.
 */
export const withFault =
  (faults: FaultRegistry, route: FaultRoute): MiddlewareHandler =>
  async (c, next) => {
    const fault = faults.take(route)
    if (fault?.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs))
    if (fault?.status) {
      const body = fault.body ?? { error: 'Injected fault' }
      const text = typeof body === 'string' ? body : JSON.stringify(body)
      const headers: Record<string, string> = {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
        ...fault.headers,
      }
      return c.body(text, fault.status as 500, headers)
    }
    await next()
    if (fault?.drop) {
      // Processed, then the connection is cut before the answer: a lost response.
      ;(c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy()
    }
  }
