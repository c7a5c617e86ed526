import type { Context } from 'hono'
import type * as z from 'zod/mini'

/** One documented response: a JSON body schema, another media type, or none. */
export type DocumentedResponse = {
  description: string
  schema?: z.ZodMiniType
  mediaType?: string
}

/** What the request must be: each part is checked before the handler runs (mountRoutes.ts). */
export type RequestSchemas = {
  params?: z.ZodMiniType
  query?: z.ZodMiniType
  body?: z.ZodMiniType
  /** Query keys that may be repeated (`?orderIds=a&orderIds=b`): read as a list when they are. */
  repeatedQuery?: readonly string[]
}

type Checked<schema> = schema extends z.ZodMiniType ? z.output<schema> : undefined

/** The request as the handler receives it: every declared part parsed. */
export type CheckedRequest<schemas extends RequestSchemas> = {
  params: Checked<schemas['params']>
  query: Checked<schemas['query']>
  body: Checked<schemas['body']>
  /** The JSON body as sent, before its schema dropped or changed anything. */
  rawBody: unknown
}

/** A route as the OpenAPI document describes it, with an example request the tests send. */
export type RouteDocs = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** OpenAPI path, `{name}` for path parameters. */
  path: string
  operationId: string
  summary: string
  tags: string[]
  /** Needs a signed-in session (the document's security schemes). */
  session?: true
  /** Each `{name}` of the path; its schema comes from `request.params` where that checks it. */
  pathParameters?: Record<string, { description: string; pattern?: string }>
  /** A JSON body the handler reads itself (after checks of its own that must come first). */
  bodyReadByHandler?: z.ZodMiniType
  responses: Record<string, DocumentedResponse>
  example: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown }
}

/** A route as the document and the route tables read it. */
export type DocumentedRoute = RouteDocs & { request?: RequestSchemas }

type Answer = Response | Promise<Response>

/**
 * One route of the BFF, declared once: its documentation, what its request must be, and its
 * handler. `handler` is called once when the app is assembled, with what the route needs.
 */
export type RouteDeclaration<schemas extends RequestSchemas, needs> = RouteDocs & {
  request?: schemas
  handler: (needs: needs) => (c: Context, request: CheckedRequest<schemas>) => Answer
}

/** Any declaration whose handler can be given `needs` (the type a list of routes is kept as). */
export type MountableRoute<needs> = RouteDocs & {
  request?: RequestSchemas
  handler: (needs: needs) => (c: Context, request: never) => Answer
}

/** A route declaration, its handler's request typed from its schemas. */
export function declareRoute<
  const schemas extends RequestSchemas = Record<never, never>,
  needs = unknown,
>(route: RouteDeclaration<schemas, needs>): RouteDeclaration<schemas, needs> {
  return route
}
