import type { Context, Hono } from 'hono'
import type * as z from 'zod/mini'
import { readJsonBody } from './readJsonBody.js'
import type { MountableRoute, RequestSchemas } from './routeDeclaration.js'

/** How one API version refuses a request that does not validate (its error shapes). */
export type ValidationHook = {
  invalid: (error: z.core.$ZodError, c: Context) => Response
  malformedJson: (c: Context) => Response
}

/** `/api/v2/orders/{orderId}` → `/api/v2/orders/:orderId`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

/** The query as routes read it: one value per key, a list only for declared repeatable keys. */
function queryOf(c: Context, repeated: readonly string[] = []) {
  const query: Record<string, string | string[]> = c.req.query()
  for (const key of repeated) {
    const values = c.req.queries(key)
    if (values && values.length > 1) query[key] = values
  }
  return query
}

/**
 * The route's path, query and JSON body parsed by its schemas, in that order, or the answer of
 * the version's hook to the first that fails.
 */
async function checkRequest(
  c: Context,
  request: RequestSchemas,
  hook: ValidationHook,
): Promise<Record<string, unknown> | Response> {
  const checked: Record<string, unknown> = {}
  const parts = [
    ['params', request.params, () => c.req.param()],
    ['query', request.query, () => queryOf(c, request.repeatedQuery)],
  ] as const
  for (const [part, schema, read] of parts) {
    if (!schema) continue
    const parsed = schema.safeParse(read())
    if (!parsed.success) return hook.invalid(parsed.error, c)
    checked[part] = parsed.data
  }
  if (request.body) {
    const json = await readJsonBody(c)
    if (!json.ok) return hook.malformedJson(c)
    const parsed = request.body.safeParse(json.body)
    if (!parsed.success) return hook.invalid(parsed.error, c)
    checked.body = parsed.data
    checked.rawBody = json.body
  }
  return checked
}

/**
 * Serves each declared route on `app` at its documented path: its request checked first (each
 * failure answered by `hook`), then its handler, made once here from `needs`.
 */
export function mountRoutes<needs>(
  app: Hono,
  routes: readonly MountableRoute<needs>[],
  needs: needs,
  hook: ValidationHook,
) {
  for (const route of routes) {
    const handle = route.handler(needs)
    const path = honoPath(route.path)
    const method = route.method.toUpperCase()
    const { request } = route
    app.on(method, path, async (c) => {
      if (!request) return handle(c, {} as never)
      const checked = await checkRequest(c, request, hook)
      return checked instanceof Response ? checked : handle(c, checked as never)
    })
  }
  return app
}
