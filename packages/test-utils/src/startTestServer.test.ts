import { createServer } from 'node:http'
import { expect, test } from 'vitest'
import { freePort } from './freePort.js'
import { startTestServer } from './startTestServer.js'

test('startTestServer answers on its URL and stop closes a connection still open', async () => {
  let held = 0
  const stub = await startTestServer({
    handler: (request, response) => {
      // /hold never answers: stop must still return, cutting the connection.
      if (request.url === '/hold') held++
      else response.end(`seen ${request.method} ${request.url}`)
    },
  })
  expect(stub.url).toBe(`http://127.0.0.1:${stub.port}`)
  expect(await (await fetch(`${stub.url}/a?b=1`)).text()).toBe('seen GET /a?b=1')
  const hanging = fetch(`${stub.url}/hold`).catch((error: unknown) => error)
  await expect.poll(() => held).toBe(1)
  await stub.stop()
  expect(await hanging).toBeInstanceOf(TypeError)
  expect(stub.server.listening).toBe(false)
})

test('freePort gives a port a server can listen on at once', async () => {
  const port = await freePort()
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(port, '127.0.0.1', resolve)
  })
  expect((probe.address() as { port: number }).port).toBe(port)
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
