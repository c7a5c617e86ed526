import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { bffErrorBodies } from './errorResponse.js'

/**
 * Refuses bodies over `maxBytes` with 413 and `Connection: close`, so the client never reuses a
 * connection whose unread body the server is about to drop. A declared body of up to `drainBytes`
 * is read to its end first (within `drainMs`): the socket then closes with nothing unread, which
 * would otherwise make the kernel reset it and could lose the 413 itself. Larger or slower bodies
 * are answered at once and the connection is closed after the answer.
 */
export function limitBody(parameters: {
  maxBytes: number
  drainBytes?: number
  drainMs?: number
}): MiddlewareHandler {
  const drainBytes = parameters.drainBytes ?? 1024 * 1024
  const drainMs = parameters.drainMs ?? 2_000
  const tooLarge = (c: Context) => {
    c.header('Connection', 'close')
    return c.json(bffErrorBodies.tooLarge, 413)
  }
  const streamed = bodyLimit({ maxSize: parameters.maxBytes, onError: tooLarge })
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const header = c.req.header('content-length')
    const declared = header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined
    if (declared !== undefined && declared > parameters.maxBytes) {
      if (declared <= drainBytes) await discard(c.req.raw.body, drainBytes, drainMs)
      return tooLarge(c)
    }
    return streamed(c, next)
  }
}

async function discard(body: ReadableStream<Uint8Array> | null, maxBytes: number, ms: number) {
  if (!body) return
  const reader = body.getReader()
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), ms)
  try {
    let read = 0
    while (read <= maxBytes) {
      const chunk = await reader.read()
      if (chunk.done) break
      read += chunk.value.byteLength
    }
  } catch {
    // A client that stops sending or resets: nothing more to read.
  } finally {
    clearTimeout(timer)
    try {
      reader.releaseLock()
    } catch {}
  }
}
