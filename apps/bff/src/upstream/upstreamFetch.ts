import { Readable } from 'node:stream'
import { Agent, errors } from 'undici'
import { BufferedResponse, headersOf } from './bufferedResponse.js'

export type UpstreamFetchOptions = {
  /** Largest upstream response body accepted; a larger one fails the call. Default 4 MiB. */
  maxResponseBytes?: number
  /** Time to the response headers. Default 30 000 ms (the order client's own limit is shorter). */
  headersTimeoutMs?: number
  /** Longest silence while the body streams. Default 30 000 ms. */
  bodyTimeoutMs?: number
  /** Open connections per upstream origin. Default 128. */
  connections?: number
}

/**
 * A `fetch` for the upstream calls over an undici connection pool. Kept-alive connections
 * follow the server's `Keep-Alive: timeout` hint (closed a second before it runs out, so a reused
 * socket is never one the server is closing: that reset could lose a build's answer), response
 * bodies are capped, and headers and body each have a timeout. It uses undici's `request`
 * rather than its WHATWG fetch, whose streams cost the BFF most of its latency tail; the order
 * client only needs a method, string headers, a string body, an abort signal and the whole text,
 * except for a streamed answer (NDJSON, server-sent events), whose body is passed on unbuffered.
 */
export function createUpstreamFetch(options: UpstreamFetchOptions = {}): typeof fetch {
  const agent = new Agent({
    connections: options.connections ?? 128,
    keepAliveTimeout: 4_000,
    keepAliveMaxTimeout: 60_000,
    keepAliveTimeoutThreshold: 1_000,
    headersTimeout: options.headersTimeoutMs ?? 30_000,
    bodyTimeout: options.bodyTimeoutMs ?? 30_000,
    maxResponseSize: options.maxResponseBytes ?? 4 * 1024 * 1024,
  })
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`fetch failed: unsupported protocol ${url.protocol}`)
    const signal = init.signal ?? undefined
    if (signal?.aborted) throw signal.reason
    const method = (init.method ?? 'GET').toUpperCase()
    const send = () =>
      agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as 'GET',
        headers: requestHeaders(init.headers),
        ...(init.body !== undefined && init.body !== null ? { body: String(init.body) } : {}),
        ...(signal ? { signal } : {}),
      })
    try {
      // A kept-alive socket the server closed at the moment it was reused fails before any answer.
      // A read is sent once more on a fresh socket; a build or cancel never is (its outcome is
      // unknown, and the BFF resolves it by looking the order up).
      const response = await send().catch((cause) => {
        if ((method === 'GET' || method === 'HEAD') && isClosedSocket(cause) && !signal?.aborted)
          return send()
        throw cause
      })
      const status = response.statusCode
      // A streamed answer (v1 quotes with mode=stream, one NDJSON line per route) is passed on as
      // it arrives: buffering it would hold every route back until the slowest one answered.
      if (isStreamed(response.headers['content-type']) && status === 200)
        return new Response(Readable.toWeb(response.body) as ReadableStream<Uint8Array>, {
          status,
          headers: headersOf(response.headers),
        })
      const body = Buffer.from(await response.body.arrayBuffer())
      const empty = status === 204 || status === 304
      return new BufferedResponse(empty ? Buffer.alloc(0) : body, {
        status,
        headers: response.headers,
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      if (cause instanceof errors.RequestAbortedError) throw cause
      throw new TypeError('fetch failed', { cause })
    }
  }
}

/** An answer written line by line as the upstream learns it (NDJSON or server-sent events). */
function isStreamed(contentType: string | string[] | undefined): boolean {
  const type = typeof contentType === 'string' ? contentType : (contentType ?? []).join(', ')
  return type.includes('application/x-ndjson') || type.includes('text/event-stream')
}

/**
 * The request's headers as undici takes them. The order client passes a plain record, which
 * goes as it is (undici refuses a bad name or value itself, before anything is sent); only
 * another form is copied through `Headers`, whose validation costs each call measurable time.
 */
function requestHeaders(given: HeadersInit | undefined): Record<string, string> {
  if (given === undefined) return {}
  if (given instanceof Headers || Array.isArray(given))
    return Object.fromEntries(new Headers(given))
  return given as Record<string, string>
}

/** A connection the peer closed before answering (not a timeout, not an abort). */
function isClosedSocket(cause: unknown): boolean {
  if (cause instanceof errors.SocketError) return true
  const code = (cause as { code?: unknown } | null)?.code
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET'
}
