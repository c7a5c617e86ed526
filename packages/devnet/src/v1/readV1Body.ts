import type { Context } from 'hono'

/** The request body parsed as JSON, or `undefined` when it is not JSON (the spec's 400). */
export async function readV1Body(c: Context): Promise<{ body: unknown } | undefined> {
  try {
    return { body: JSON.parse(await c.req.text()) }
  } catch {
    return undefined
  }
}
