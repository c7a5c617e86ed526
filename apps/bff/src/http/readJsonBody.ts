import type { Context } from 'hono'

/** The request body parsed as JSON, or `ok: false` when it is not JSON. */
export async function readJsonBody(
  c: Context,
): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: JSON.parse(await c.req.text()) }
  } catch {
    return { ok: false }
  }
}
