import { createRequestAbort, OrderApiAbortedError, OrderApiTimeoutError } from '@ferry/order-api'
import type { V1Operation } from '@ferry/order-api/v1'
import type { Context } from 'hono'
import type { Services } from '../services/createServices.js'
import { sanitizeV1Error } from './sanitizeV1Error.js'
import { toBffLogoUris } from './toBffLogoUris.js'

export type V1Call = {
  method: 'GET' | 'POST' | 'PUT'
  /** The upstream path, `/v1/...`, its segments already encoded. */
  path: string
  query?: Record<string, string | undefined>
  /** Sent as JSON. */
  body?: unknown
  headers?: Record<string, string>
  /** Pass the success body on line by line as it arrives (NDJSON), instead of reading it whole. */
  stream?: boolean
  /** Content types a success may have; anything else is a 502. Default: JSON. */
  accept?: RegExp
}

/** Longest wait for the answer's headers, and for each next chunk of a stream. */
const UPSTREAM_TIMEOUT_MS = 15_000
/** A stream line longer than this is not a route; the stream is cut. */
const MAX_LINE_CHARS = 256 * 1024

/**
 * Sends one v1 request upstream through the budgeted fetch (every attempt spends its v1 budget)
 * and answers the browser: a success passed on as it came (a stream line by line; JSON with its
 * token logos pointed at the BFF's logo route), an error
 * reduced to the spec's fields, a transport failure as 502/504. The upstream request is aborted
 * when the browser goes away.
 */
export async function forwardV1(services: Services, c: Context, call: V1Call): Promise<Response> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) search.set(key, value)
  const url = `${services.config.upstreamUrl.replace(/\/+$/, '')}${call.path}${search.size ? `?${search}` : ''}`
  // The browser leaving aborts the upstream request; so does a cut stream (`cut`).
  const browser = c.req.raw.signal
  const cut = new AbortController()
  const request = createRequestAbort({
    signals: [browser, cut.signal],
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    operation: v1OperationOf(call.path),
    url,
  })
  const { touch, release } = request
  const abort = () => cut.abort()
  let response: Response
  try {
    response = await services.upstreamFetch(url, {
      method: call.method,
      headers: {
        accept: call.stream ? 'application/x-ndjson, application/json' : 'application/json, */*',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      signal: request.signal,
    })
  } catch (cause) {
    release()
    const failure = request.failure(cause)
    if (OrderApiAbortedError.isInstance(failure)) return c.body(null, 499 as 400)
    if (OrderApiTimeoutError.isInstance(failure))
      return c.json({ error: 'The Order Service did not answer in time' }, 504)
    return c.json({ error: 'The Order Service could not be reached' }, 502)
  }
  const upstreamId = response.headers.get('x-request-id')
  if (upstreamId) c.header('x-upstream-request-id', upstreamId)
  const type = response.headers.get('content-type') ?? ''
  let streaming = false
  try {
    if (!response.ok) {
      const retryAfter = response.headers.get('retry-after')
      if (retryAfter && /^\d{1,6}$/.test(retryAfter.trim()))
        c.header('Retry-After', retryAfter.trim())
      const answer = sanitizeV1Error(response.status, await response.text())
      const status = response.status as 400
      return answer.kind === 'text' ? c.text(answer.text, status) : c.json(answer.body, status)
    }
    if (call.stream && type.includes('ndjson')) {
      const headers = { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' }
      // No line at all is an answer: no route quotes the pair (spec v1: POST /v1/quotes).
      if (!response.body) return c.body(null, 200, headers)
      streaming = true
      return c.body(ndjsonLines({ body: response.body, touch, abort, release }), 200, headers)
    }
    if (!(call.accept ?? /^application\/json\b/).test(type)) {
      await response.body?.cancel()
      return c.json({ error: 'The Order Service answered with an unexpected body' }, 502)
    }
    const bytes = await response.arrayBuffer()
    if (!/^application\/json\b/.test(type)) return c.body(bytes, 200, { 'content-type': type })
    let json: unknown
    try {
      json = JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      return c.json({ error: 'The Order Service answered with an unexpected body' }, 502)
    }
    // Token logos are read through the BFF's own cached route, never from the service's host.
    toBffLogoUris(json, services.config.upstreamUrl)
    return c.body(JSON.stringify(json), 200, { 'content-type': type })
  } catch {
    if (browser.aborted) return c.body(null, 499 as 400)
    return c.json({ error: 'The Order Service answer was cut off' }, 502)
  } finally {
    // A stream releases when it ends; everything else is read by now.
    if (!streaming) release()
  }
}

/**
 * The client operation an upstream path is, for the transport error that tells a failure apart.
 * Icons and logos count as `chainIcon`, the client's one image.
 */
function v1OperationOf(path: string): V1Operation {
  if (path === '/v1/quotes') return 'quote'
  if (path === '/v1/deposit/build') return 'build'
  if (path === '/v1/deposit/submit') return 'submit'
  if (path.startsWith('/v1/orders/by-id/')) return 'order'
  if (path.startsWith('/v1/orders/')) return 'orders'
  if (path === '/v1/chains') return 'chains'
  if (path === '/v1/tokens/search') return 'tokenSearch'
  if (path.startsWith('/v1/tokens/balances/')) return 'balances'
  if (path.startsWith('/v1/tokens/autocomplete/')) return 'autocomplete'
  if (path.startsWith('/v1/tokens')) return 'tokens'
  return 'chainIcon'
}

/**
 * The upstream NDJSON re-chunked into whole lines, each sent on as soon as its newline arrives
 * (nothing waits for the next line). Cancelling (the browser left) aborts the upstream request.
 */
function ndjsonLines(parameters: {
  body: ReadableStream<Uint8Array>
  touch: () => void
  abort: () => void
  release: () => void
}): ReadableStream<Uint8Array> {
  const reader = parameters.body.getReader()
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  let pending = ''
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (true) {
        let chunk: ReadableStreamReadResult<Uint8Array>
        try {
          chunk = await reader.read()
        } catch (error) {
          parameters.release()
          controller.error(error)
          return
        }
        if (chunk.done) {
          pending += decoder.decode()
          if (pending.trim() !== '') controller.enqueue(encoder.encode(`${pending}\n`))
          parameters.release()
          controller.close()
          return
        }
        parameters.touch()
        pending += decoder.decode(chunk.value, { stream: true })
        const end = pending.lastIndexOf('\n')
        if (end < 0) {
          if (pending.length > MAX_LINE_CHARS) {
            parameters.abort()
            parameters.release()
            controller.error(new Error('A quote stream line is too long'))
            return
          }
          continue
        }
        const complete = pending.slice(0, end + 1)
        pending = pending.slice(end + 1)
        controller.enqueue(encoder.encode(complete))
        return
      }
    },
    cancel() {
      parameters.abort()
      parameters.release()
      return reader.cancel().catch(() => {})
    },
  })
}
