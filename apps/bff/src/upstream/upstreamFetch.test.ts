import type { ServerResponse } from 'node:http'
import { type StartTestServerReturnType, startTestServer } from '@ferry/test-utils'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createUpstreamFetch } from './upstreamFetch.js'

let server: StartTestServerReturnType
let base: string
const upstreamFetch = createUpstreamFetch({ maxResponseBytes: 32 * 1024 })
/** Answers to /stream that wait for the test to release their second line. */
const streams: ServerResponse[] = []
/** Requests to /slow that have arrived, held open; `closed` once their connection is gone. */
const held: { response: ServerResponse; closed: boolean }[] = []

beforeAll(async () => {
  server = await startTestServer({
    handler: (request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        if (request.url === '/echo') {
          response.setHeader('x-request-id', 'up-1')
          response.setHeader('set-cookie', ['a=1', 'b=2'])
          response.writeHead(201, { 'content-type': 'application/json' })
          response.end(
            JSON.stringify({ method: request.method, key: request.headers['x-api-key'], body }),
          )
        } else if (request.url === '/empty') response.writeHead(204).end()
        else if (request.url === '/slow') {
          const entry = { response, closed: false }
          response.once('close', () => {
            entry.closed = true
          })
          held.push(entry)
        } else if (request.url === '/stream') {
          response.writeHead(200, { 'content-type': 'application/x-ndjson' })
          response.write('{"routeId":"Native"}\n')
          streams.push(response)
        } else if (request.url === '/huge') response.end('x'.repeat(64 * 1024))
        // Never answers (a time limit on the headers must end the call).
        else if (request.url === '/no-headers') return
        // Headers, then silence (a time limit on the body must end the call).
        else if (request.url === '/stalled-body') {
          response.writeHead(200, { 'content-type': 'application/json' })
          response.write('{"partial":')
        } else response.writeHead(404).end('404 Not Found')
      })
    },
  })
  base = server.url
})
afterAll(() => server.stop())

test('sends method, headers and body, and answers status, headers and text like fetch', async () => {
  const response = await upstreamFetch(`${base}/echo`, {
    method: 'POST',
    headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
    body: '{"a":1}',
  })
  expect(response.status).toBe(201)
  expect(response.headers.get('x-request-id')).toBe('up-1')
  expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  expect(await response.json()).toEqual({ method: 'POST', key: 'k', body: '{"a":1}' })
  // Headers in another form than a record go as well.
  const fromHeaders = await upstreamFetch(`${base}/echo`, {
    headers: new Headers({ 'x-api-key': 'h' }),
  })
  expect(((await fromHeaders.json()) as { key: string }).key).toBe('h')
  const fromPairs = await upstreamFetch(`${base}/echo`, { headers: [['x-api-key', 'p']] })
  expect(((await fromPairs.json()) as { key: string }).key).toBe('p')
  const missing = await upstreamFetch(`${base}/nothing`)
  expect([missing.status, await missing.text()]).toEqual([404, '404 Not Found'])
  expect((await upstreamFetch(`${base}/empty`)).status).toBe(204)
})

test('an abort rejects with the signal reason and drops the connection; no server is a TypeError', async () => {
  const controller = new AbortController()
  const pending = upstreamFetch(`${base}/slow`, { signal: controller.signal })
  // Aborts once the request is at the server, held open there.
  await expect.poll(() => held.length).toBe(1)
  controller.abort(new DOMException('stop', 'AbortError'))
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  await expect.poll(() => held[0]!.closed).toBe(true)
  await expect(upstreamFetch('http://127.0.0.1:1/')).rejects.toThrow(TypeError)
  await expect(upstreamFetch('ftp://example.com/')).rejects.toThrow(/unsupported protocol/)
})

test('a response over the size cap fails like a network error', async () => {
  await expect(upstreamFetch(`${base}/huge`)).rejects.toThrow(TypeError)
})

test('a read whose reused socket the server closed is sent once more; a POST never is', async () => {
  let requests = 0
  const closing = await startTestServer({
    handler: (request, response) => {
      requests++
      // The first request of each method finds its socket closed by the server, as a kept-alive
      // socket the server timed out at the moment it was reused.
      if (requests === 1 || request.method === 'POST') request.socket.destroy()
      else response.end('ok')
    },
  })
  const url = `${closing.url}/`
  try {
    const read = await createUpstreamFetch()(url)
    expect(await read.text()).toBe('ok')
    expect(requests).toBe(2)
    requests = 0
    await expect(createUpstreamFetch()(url, { method: 'POST', body: '{}' })).rejects.toThrow(
      'fetch failed',
    )
    expect(requests).toBe(1)
  } finally {
    await closing.stop()
  }
})

test('a streamed answer (NDJSON) is passed on line by line, not held until it ends', async () => {
  const response = await upstreamFetch(`${base}/stream`)
  expect(response.headers.get('content-type')).toBe('application/x-ndjson')
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  // The first line arrives while the upstream still holds the answer open (the second line is
  // written only after it was read): a buffering fetch would wait here forever.
  expect((await reader.read()).value).toBe('{"routeId":"Native"}\n')
  expect(streams).toHaveLength(1)
  streams[0]!.end('{"routeId":"ExternalA"}\n')
  let rest = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    rest += chunk.value
  expect(rest).toBe('{"routeId":"ExternalA"}\n')
})

test('a call ends when the headers or the body stop coming within their time limits', async () => {
  const impatient = createUpstreamFetch({ headersTimeoutMs: 50, bodyTimeoutMs: 50 })
  await expect(impatient(`${base}/no-headers`)).rejects.toThrow('fetch failed')
  await expect(impatient(`${base}/stalled-body`)).rejects.toThrow('fetch failed')
})

test('a header value with a line break is refused before anything is sent', async () => {
  await expect(
    upstreamFetch(`${base}/echo`, { headers: { 'x-api-key': 'k\r\nx-injected: 1' } }),
  ).rejects.toThrow('fetch failed')
})
