import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { useBffHarness } from '../../test/bffHarness.js'
import { bffConfigForDevnet } from '../devnet/bffConfigForDevnet.js'
import { startBff } from '../startBff.js'

const h = useBffHarness()
let served: Awaited<ReturnType<typeof startBff>>
let port: number

beforeAll(async () => {
  served = await startBff({ config: bffConfigForDevnet(h.devnet, { port: 0 }) })
  port = Number(new URL(served.url).port)
})
afterAll(() => served.stop())

/** Sends raw bytes on a new connection and collects everything until the server closes it. */
function exchange(chunks: (string | Buffer)[]) {
  return new Promise<{ text: string; error?: string }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    let error: string | undefined
    socket.on('data', (data) => {
      text += data.toString('latin1')
    })
    socket.on('error', (cause) => {
      error = cause.message
    })
    socket.on('close', () => resolve({ text, ...(error ? { error } : {}) }))
    for (const chunk of chunks) socket.write(chunk)
  })
}

test('a body over the limit gets a whole 413 with Connection: close, and the next connection works', async () => {
  const size = 200_000
  const { text, error } = await exchange([
    `POST /api/v2/build HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    Buffer.alloc(size, 'x'),
  ])
  expect(error).toBeUndefined()
  const [head, body] = text.split('\r\n\r\n')
  expect(head).toMatch(/^HTTP\/1\.1 413 /)
  expect(head).toMatch(/\r\nconnection: close/i)
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head!)?.[1])
  expect(Buffer.byteLength(body!)).toBe(length)
  expect(JSON.parse(body!)).toEqual({
    message: 'Request body is too large',
    name: 'BadRequestException',
  })
  const next = await fetch(`${served.url}/api/healthz`)
  expect(await next.json()).toEqual({ status: 'ok' })
})

test('a chunked body that grows past the limit is refused the same way', async () => {
  const chunk = 'x'.repeat(8_000)
  const frame = `${chunk.length.toString(16)}\r\n${chunk}\r\n`
  const { text } = await exchange([
    `POST /api/v2/build HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    frame.repeat(4),
    '0\r\n\r\n',
  ])
  expect(text).toMatch(/^HTTP\/1\.1 413 /)
  expect(text).toMatch(/\r\nconnection: close/i)
})

test("the page's own origin may post; a foreign page's text/plain post is refused before upstream", async () => {
  h.upstreamCalls.length = 0
  const own = await fetch(`${served.url}/api/v2/build`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: served.url },
    body: '{}',
  })
  expect(own.status).toBe(400)
  expect((await own.json()).name).toBe('ValidationException')
  const evil = await fetch(`${served.url}/api/v2/build`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: 'http://evil.example' },
    body: '{}',
  })
  expect(evil.status).toBe(403)
  const plain = await fetch(`${served.url}/api/v2/build`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
  })
  expect(plain.status).toBe(415)
})
