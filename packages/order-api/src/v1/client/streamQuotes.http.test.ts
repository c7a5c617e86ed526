import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, test } from 'vitest'
import { nativeRoute, quoteId, tronRoute, usdcBase, wallet } from '../../../test/v1/fixtures.js'
import { OrderApiAbortedError } from '../../errors/transport.js'
import { createV1Client } from './createV1Client.js'

const request = {
  tradeType: 'EXACT_INPUT' as const,
  fromChainId: 8453,
  fromToken: usdcBase,
  toChainId: 728126428,
  toToken: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: 50_000_000n,
  fromAddress: wallet,
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

/** A real HTTP server on 127.0.0.1 whose stream the test writes by hand. */
async function streamingServer() {
  let respond!: (response: ServerResponse) => void
  const opened = new Promise<ServerResponse>((resolve) => {
    respond = resolve
  })
  let closedEarly!: () => void
  const clientLeft = new Promise<void>((resolve) => {
    closedEarly = resolve
  })
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/x-ndjson', 'x-request-id': 'req-s' })
    res.flushHeaders()
    res.on('close', () => {
      if (!res.writableEnded) closedEarly()
    })
    req.resume()
    respond(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  const { port } = server.address() as AddressInfo
  return { baseUrl: `http://127.0.0.1:${port}`, opened, clientLeft }
}

test('over real HTTP, routes arrive as they are written, a line split across writes included', async () => {
  const server = await streamingServer()
  const client = createV1Client({ baseUrl: server.baseUrl })
  const iterator = client.streamQuotes({ request })
  const first = iterator.next()
  const res = await server.opened
  res.write(`${JSON.stringify({ quoteId, ...nativeRoute })}\n`)
  expect((await first).value).toMatchObject({ routeId: 'Native' })
  const second = iterator.next()
  const line = JSON.stringify({ quoteId, ...tronRoute })
  res.write(line.slice(0, 25))
  res.end(`${line.slice(25)}\n`)
  expect((await second).value).toMatchObject({
    routeId: 'NativeUTXO',
    quote: { amountIn: 50_000_000n },
  })
  expect((await iterator.next()).done).toBe(true)
})

test('over real HTTP, aborting mid-stream ends the iterator and closes the connection', async () => {
  const server = await streamingServer()
  const client = createV1Client({ baseUrl: server.baseUrl })
  const controller = new AbortController()
  const iterator = client.streamQuotes({ request }, { signal: controller.signal })
  const first = iterator.next()
  const res = await server.opened
  res.write(`${JSON.stringify({ quoteId, ...nativeRoute })}\n`)
  await first
  const pending = iterator.next()
  controller.abort()
  await expect(pending).rejects.toBeInstanceOf(OrderApiAbortedError)
  await server.clientLeft
})
