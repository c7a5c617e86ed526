import { OrderApiResponseError } from '../../errors/transport.js'
import type { OpenResponse } from '../../transport/createHttpTransport.js'

/** A line longer than this is refused rather than buffered without end. */
const MAX_LINE_CHARS = 1_000_000

/**
 * The JSON values of an NDJSON body, one per line, as chunks arrive: a line split across chunks is
 * joined, blank lines are skipped, `\r\n` endings are accepted. Stopping early (break, return, or
 * the abort signal) cancels the body.
 */
export async function* readNdjson(opened: OpenResponse): AsyncGenerator<unknown> {
  const fail = (problems: string[], body: unknown) =>
    new OrderApiResponseError({
      operation: opened.operation,
      url: opened.url,
      status: opened.response.status,
      body,
      requestId: opened.requestId,
      problems,
    })
  const body = opened.response.body
  if (!body) {
    opened.release()
    return
  }
  const reader = body.pipeThrough(new TextDecoderStream()).getReader()
  // Not every fetch ties the body to the request's signal; cancelling the reader on abort does.
  const stop = () => {
    reader.cancel(opened.signal.reason).catch(() => {})
  }
  opened.signal.addEventListener('abort', stop, { once: true })
  let buffer = ''
  let done = false
  try {
    while (true) {
      let chunk: ReadableStreamReadResult<string>
      try {
        if (opened.signal.aborted) throw opened.signal.reason
        chunk = await reader.read()
        if (opened.signal.aborted) throw opened.signal.reason
      } catch (cause) {
        done = true
        throw opened.failure(cause)
      }
      opened.touch()
      if (chunk.done) done = true
      else buffer += chunk.value
      const lines = buffer.split('\n')
      buffer = done ? '' : (lines.pop() ?? '')
      if (buffer.length > MAX_LINE_CHARS)
        throw fail([`a line is longer than ${MAX_LINE_CHARS} characters`], undefined)
      for (const raw of lines) {
        const line = raw.trim()
        if (line === '') continue
        let value: unknown
        try {
          value = JSON.parse(line)
        } catch {
          throw fail(['a line is not JSON'], line.slice(0, 200))
        }
        yield value
      }
      if (done) return
    }
  } finally {
    opened.signal.removeEventListener('abort', stop)
    opened.release()
    if (!done) await reader.cancel().catch(() => {})
    reader.releaseLock()
  }
}
