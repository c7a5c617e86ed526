import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import type { Services } from '../services.js'
import { forwardV1 } from './forwardV1.js'

/** A service whose quote stream the test writes line by line, and whose request signal it sees. */
function streamingUpstream() {
  const encoder = new TextEncoder()
  const state = {} as { signal: AbortSignal; push: (text: string) => void; end: () => void }
  const upstreamFetch: typeof fetch = async (_input, init) => {
    state.signal = init!.signal!
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        state.push = (text) => controller.enqueue(encoder.encode(text))
        state.end = () => controller.close()
        init!.signal!.addEventListener('abort', () => controller.error(new Error('aborted')))
      },
    })
    return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } })
  }
  const services = { config: { upstreamUrl: 'http://service.test' }, upstreamFetch } as Services
  const app = new Hono().post('/quotes', (c) =>
    forwardV1(services, c, { method: 'POST', path: '/v1/quotes', body: {}, stream: true }),
  )
  return { app, state }
}

const decoder = new TextDecoder()
const nextText = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  const chunk = await reader.read()
  return chunk.done ? undefined : decoder.decode(chunk.value)
}

describe('the quote stream through the BFF', () => {
  test('each line is passed on as soon as its newline arrives, split lines joined', async () => {
    const { app, state } = streamingUpstream()
    const response = await app.request('/quotes', { method: 'POST' })
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const reader = response.body!.getReader()
    state.push('{"routeId":"Native"}\n{"routeId":')
    expect(await nextText(reader)).toBe('{"routeId":"Native"}\n')
    state.push('"ExternalA"}\n')
    expect(await nextText(reader)).toBe('{"routeId":"ExternalA"}\n')
    state.end()
    expect(await reader.read()).toEqual({ done: true, value: undefined })
    expect(state.signal.aborted).toBe(false)
  })

  test('the upstream request is aborted when the browser stops reading', async () => {
    const { app, state } = streamingUpstream()
    const response = await app.request('/quotes', { method: 'POST' })
    const reader = response.body!.getReader()
    state.push('{"routeId":"Native"}\n')
    await nextText(reader)
    await reader.cancel()
    expect(state.signal.aborted).toBe(true)
  })

  test('the upstream request is aborted when the browser goes away', async () => {
    const { app, state } = streamingUpstream()
    const browser = new AbortController()
    const response = await app.request(
      new Request('http://bff.test/quotes', { method: 'POST', signal: browser.signal }),
    )
    const reader = response.body!.getReader()
    state.push('{"routeId":"Native"}\n')
    await nextText(reader)
    browser.abort()
    expect(state.signal.aborted).toBe(true)
    await expect(reader.read()).rejects.toThrow()
  })

  test('a line that never ends is cut off instead of filling memory', async () => {
    const { app, state } = streamingUpstream()
    const response = await app.request('/quotes', { method: 'POST' })
    const reader = response.body!.getReader()
    const reading = reader.read()
    for (let i = 0; i < 9; i++) state.push('x'.repeat(32 * 1024))
    await expect(reading).rejects.toThrow('too long')
    expect(state.signal.aborted).toBe(true)
  })
})
