import type * as z from 'zod/mini'

/** One documented response: a JSON body schema, another media type, or none. */
export type DocumentedResponse = {
  description: string
  schema?: z.ZodMiniType
  mediaType?: string
}

/** One documented operation of the BFF, with an example request the tests send for real. */
export type BffOperation = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** OpenAPI path, `{name}` for path parameters. */
  path: string
  operationId: string
  summary: string
  tags: string[]
  /** Needs a signed-in session (the document's security schemes). */
  session?: true
  query?: z.ZodMiniType
  pathParameters?: Record<string, { description: string; pattern: string }>
  body?: z.ZodMiniType
  responses: Record<string, DocumentedResponse>
  example: { path?: Record<string, string>; query?: Record<string, string>; body?: unknown }
}
