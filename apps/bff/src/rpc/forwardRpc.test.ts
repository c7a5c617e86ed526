import type { ServerResponse } from 'node:http'
import { startTestServer } from '@ferry/test-utils'
import { afterEach, expect, test } from 'vitest'
import { forwardRpc, withoutSecretsOf } from './forwardRpc.js'

const key = 'k3y-0f-the-operator-5ecret'
const calls = [{ jsonrpc: '2.0' as const, id: 1, method: 'eth_chainId', params: [] }]
const servers: { stop(): Promise<void> }[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

/** A private RPC at `/v2/<key>` that answers every request with `answer`. */
async function privateRpc(answer: (response: ServerResponse) => void) {
  const server = await startTestServer({ handler: (_request, response) => answer(response) })
  servers.push(server)
  return `${server.url}/v2/${key}`
}
const forward = (url: string, timeoutMs = 10_000) =>
  forwardRpc({ url, calls, batch: false, timeoutMs, maxResponseBytes: 1024 })

test('an RPC that does not answer in time is a 504, one that answers an error status a 502', async () => {
  const hanging = await privateRpc(() => {})
  expect(await forward(hanging, 50)).toEqual({
    ok: false,
    status: 504,
    reason: 'timeout',
    message: "the chain's RPC did not answer in time",
  })
  const failing = await privateRpc((response) => response.writeHead(401).end(`bad key ${key}`))
  expect(await forward(failing)).toMatchObject({
    status: 502,
    reason: 'status',
    message: "the chain's RPC answered 401",
  })
})

test('an answer over the cap, or not JSON, is a 502 and is not passed on', async () => {
  const large = await privateRpc((response) => response.end(`"${'0'.repeat(2048)}"`))
  expect(await forward(large)).toMatchObject({ status: 502, reason: 'too-large' })
  const html = await privateRpc((response) => response.end('<html>gateway</html>'))
  expect(await forward(html)).toMatchObject({ status: 502, reason: 'not-json' })
})

test('an RPC that echoes its URL has the key cut out of its answer', async () => {
  const echoing = await privateRpc((response) =>
    response.end(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32000, message: `key ${key} is over quota` },
      }),
    ),
  )
  const answer = await forward(echoing)
  expect(answer).toEqual({
    ok: true,
    text: '{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"key [private] is over quota"}}',
  })
  expect(
    withoutSecretsOf(`https://user:pa55word@rpc.example/x?apiKey=${key}`, `pa55word ${key} user`),
  ).toBe('[private] [private] user')
})
