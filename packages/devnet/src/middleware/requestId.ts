import type { MiddlewareHandler } from 'hono'

/** Every response carries an `x-request-id`, as the service's do (spec: Conventions). */
export const requestId = (): MiddlewareHandler => async (c, next) => {
  const id = crypto.randomUUID()
  await next()
  c.res.headers.set('x-request-id', id)
}
