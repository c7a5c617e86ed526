import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import type { Services } from '../services/createServices.js'
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

describe('a transport failure before the answer', () => {
  /** A service that never answers: its fetch fails only when its signal aborts. */
  function silentUpstream(failure?: Error) {
    const upstreamFetch: typeof fetch = (_input, init) =>
      failure
        ? Promise.reject(failure)
        : new Promise((_resolve, reject) =>
            init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
          )
    const services = { config: { upstreamUrl: 'http://service.test' }, upstreamFetch } as Services
    return new Hono().get('/chains', (c) =>
      forwardV1(services, c, { method: 'GET', path: '/v1/chains' }),
    )
  }

  test('an unreachable service is a 502', async () => {
    const response = await silentUpstream(new TypeError('fetch failed')).request('/chains')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The Order Service could not be reached' })
  })

  test('no answer within 15 s is a 504', async () => {
    vi.useFakeTimers()
    try {
      const answer = silentUpstream().request('/chains')
      await vi.advanceTimersByTimeAsync(15_000)
      const response = await answer
      expect(response.status).toBe(504)
      expect(await response.json()).toEqual({ error: 'The Order Service did not answer in time' })
    } finally {
      vi.useRealTimers()
    }
  })

  test('a browser gone before the answer is a 499 with no body', async () => {
    const browser = new AbortController()
    const answer = silentUpstream().request(
      new Request('http://bff.test/chains', { signal: browser.signal }),
    )
    browser.abort()
    const response = await answer
    expect(response.status).toBe(499)
    expect(await response.text()).toBe('')
  })
})
