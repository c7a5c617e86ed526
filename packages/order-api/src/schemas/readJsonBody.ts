/** What `readJsonBody` reads from: a Hono `Context`, or anything with the request's text. */
export type ReadJsonBodyContext = { req: { text(): Promise<string> } }

export type ReadJsonBodyReturnType = { ok: true; body: unknown } | { ok: false }

/**
 * The request body parsed as JSON, or `ok: false` when it is not JSON: for a stand-in or a proxy
 * of the service, which answers the latter with `malformedJsonBody()` (400).
 *
 * @example
 * const json = await readJsonBody(c)
 * if (!json.ok) return c.json(malformedJsonBody(), 400)
 */
export async function readJsonBody(context: ReadJsonBodyContext): Promise<ReadJsonBodyReturnType> {
  try {
    return { ok: true, body: JSON.parse(await context.req.text()) }
  } catch {
    return { ok: false }
  }
}
