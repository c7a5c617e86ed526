import type { Context } from 'hono'

/**
 * Sets a header of the response a handler already returned, in place. Hono's `c.header` after
 * `next()` rebuilds the response around its body, which turns @hono/node-server's lightweight
 * response (a string sent in one write) into a web stream read chunk by chunk: measured on the
 * health route, that cost the BFF about a third of its throughput (apps/bff/README.md,
 * Benchmark). A response whose headers are immutable (one straight from `fetch`) still goes
 * through `c.header`, which copies it.
 */
export function setResponseHeader(
  c: Context,
  name: string,
  value: string,
  options?: { append: boolean },
): void {
  try {
    if (options?.append) c.res.headers.append(name, value)
    else c.res.headers.set(name, value)
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    c.header(name, value, options)
  }
}
