import { toValidationErrorBody } from '@ferry/order-api'
import type { Context } from 'hono'
import type * as z from 'zod/mini'
import { bffErrorBodies } from '../http/errorResponse.js'
import { readJsonBody } from '../http/readJsonBody.js'

export type Parsed<value> = { ok: true; data: value } | { ok: false; response: Response }

/** `value` checked against a v1 schema, or the v1 validation envelope (400) naming each field. */
export function parseV1<schema extends z.ZodMiniType>(
  c: Context,
  schema: schema,
  value: unknown,
): Parsed<z.infer<schema>> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, data: parsed.data }
  return { ok: false, response: c.json(toValidationErrorBody(parsed.error), 400) }
}

/** The JSON body checked against a v1 schema; a body that is not JSON is the spec's 400. */
export async function parseV1Body<schema extends z.ZodMiniType>(
  c: Context,
  schema: schema,
): Promise<Parsed<z.infer<schema>> & { raw?: unknown }> {
  const json = await readJsonBody(c)
  if (!json.ok) return { ok: false, response: c.json(bffErrorBodies.malformedJson, 400) }
  return { ...parseV1(c, schema, json.body), raw: json.body }
}
