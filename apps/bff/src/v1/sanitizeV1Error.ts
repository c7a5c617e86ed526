import { V1_ORDER_NOT_FOUND_TEXT, V1_PATH_NOT_FOUND_TEXT } from '@ferry/order-api/v1'
import { sanitizeUpstreamError } from '../upstream/sanitizeUpstreamError.js'

const depositMethod = /^[A-Z0-9_]{1,40}$/
/** A route's filler as the service names it (`native`, `external_a`…): an identifier, no text. */
const fillerIdPattern = /^[A-Za-z0-9_.-]{1,64}$/

/**
 * A v1 error answer for a browser: the two plain-text 404s the spec names kept as they are (the
 * v1 client tells an unknown order by them), JSON reduced to the spec's fields like v2's, plus
 * a NotSupportedDepositMethodException's details: the method asked, the route's `fillerId` and the
 * methods it supports (spec v1: POST /v1/deposit/build).
 */
export function sanitizeV1Error(
  status: number,
  text: string,
): { kind: 'text'; text: string } | { kind: 'json'; body: Record<string, unknown> } {
  if (status === 404 && (text === V1_ORDER_NOT_FOUND_TEXT || text === V1_PATH_NOT_FOUND_TEXT))
    return { kind: 'text', text }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  const out = sanitizeUpstreamError(status, body)
  const details = (body as { details?: unknown } | null)?.details
  if (typeof details === 'object' && details !== null && !Array.isArray(details)) {
    const { depositMethod: asked, fillerId, supportedMethods } = details as Record<string, unknown>
    const kept: Record<string, unknown> = {}
    if (typeof asked === 'string' && depositMethod.test(asked)) kept.depositMethod = asked
    if (typeof fillerId === 'string' && fillerIdPattern.test(fillerId)) kept.fillerId = fillerId
    if (Array.isArray(supportedMethods))
      kept.supportedMethods = supportedMethods
        .filter((method): method is string => typeof method === 'string')
        .filter((method) => depositMethod.test(method))
        .slice(0, 8)
    if (Object.keys(kept).length > 0) out.details = kept
  }
  return { kind: 'json', body: out }
}
