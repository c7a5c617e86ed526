const MAX_TEXT = 300
const MAX_DETAILS = 20
const detailKeys = ['minSrcAmount', 'maxSrcAmount', 'maxOutcomeAmount', 'missing'] as const

/** A string for a browser: URLs with credentials and the like cut out, length-capped. */
function clean(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    // Connection strings and URLs can carry hosts, users and passwords of the service's back end.
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[redacted]')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A generic body for an upstream error that is not JSON (an HTML page, a proxy's text). */
export function genericUpstreamError(status: number) {
  return { error: `The Order Service failed to answer this request (HTTP ${status})` }
}

/**
 * An upstream error body reduced to the fields the spec defines for its four error shapes
 * (spec: Errors): `error`, `detail` with its known keys, `message`, `name`, `errorCode`,
 * `details[{field, message, code}]`, and an `orderId` when one was created. Anything else (a
 * stack, a query, a connection string) stays on the server; so does text that is not JSON.
 */
export function sanitizeUpstreamError(status: number, body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return genericUpstreamError(status)
  const out: Record<string, unknown> = {}
  for (const key of ['error', 'message', 'name', 'errorCode'] as const) {
    const value = clean(body[key])
    if (value !== undefined) out[key] = value
  }
  if (typeof body.orderId === 'string' && /^0x[0-9a-fA-F]{64}$/.test(body.orderId))
    out.orderId = body.orderId
  if (isRecord(body.detail)) {
    const detail: Record<string, string> = {}
    for (const key of detailKeys) {
      const value = clean(body.detail[key])
      if (value !== undefined) detail[key] = value
    }
    if (Object.keys(detail).length > 0) out.detail = detail
  }
  if (Array.isArray(body.details))
    out.details = body.details
      .filter(isRecord)
      .slice(0, MAX_DETAILS)
      .map((issue) => ({
        field: clean(issue.field) ?? '',
        message: clean(issue.message) ?? '',
        code: clean(issue.code) ?? '',
      }))
  if (out.error === undefined && out.message === undefined) return genericUpstreamError(status)
  return out
}
