import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { OrderApiResponseError } from '../errors/transport.js'
import { createHttpTransport, type StatusErrorParameters } from './createHttpTransport.js'

class StatusError extends Error {
  constructor(readonly parameters: StatusErrorParameters<'params'>) {
    super(`HTTP ${parameters.status}`)
  }
}

function transportAnswering(response: () => Response, apiKey?: string) {
  const requests: Request[] = []
  const transport = createHttpTransport<'params'>({
    baseUrl: 'https://api.example/',
    ...(apiKey ? { apiKey } : {}),
    headers: { 'x-client': 'a', 'x-api-key': 'from the client headers' },
    fetch: async (input, init) => {
      requests.push(new Request(input, init))
      return response()
    },
    statusError: (parameters) => new StatusError(parameters),
  })
  return { transport, requests }
}

const call = {
  operation: 'params',
  method: 'GET',
  path: '/v2/params',
  query: { a: 1, b: undefined },
  headers: { 'x-call': 'b' },
  options: { headers: { 'x-call': 'from the options' } },
} as const

test('one request: the URL drops undefined query values, the key goes last, the options win over the method', async () => {
  const { transport, requests } = transportAnswering(() => Response.json({ ok: true }), 'secret')
  await expect(transport.json({ ...call, schema: z.object({ ok: z.boolean() }) })).resolves.toEqual(
    {
      ok: true,
    },
  )
  expect(requests[0]!.url).toBe('https://api.example/v2/params?a=1')
  expect(Object.fromEntries(requests[0]!.headers)).toMatchInlineSnapshot(`
    {
      "accept": "application/json",
      "x-api-key": "secret",
      "x-call": "from the options",
      "x-client": "a",
    }
  `)
})

test("an error status becomes the client's own error, with the body parsed and the request id", async () => {
  const { transport } = transportAnswering(() =>
    Response.json({ error: 'nope' }, { status: 503, headers: { 'x-request-id': 'r-1' } }),
  )
  const failure = await transport.json({ ...call, schema: z.unknown() }).catch((error) => error)
  expect(failure).toBeInstanceOf(StatusError)
  expect((failure as StatusError).parameters).toMatchObject({
    status: 503,
    body: { error: 'nope' },
    requestId: 'r-1',
    operation: 'params',
  })
})

test('a success body that fails its schema is an OrderApiResponseError naming each problem', async () => {
  const { transport } = transportAnswering(() => Response.json({ ok: 'yes' }))
  const failure = await transport
    .json({ ...call, schema: z.object({ ok: z.boolean() }) })
    .catch((error) => error)
  expect(OrderApiResponseError.isInstance(failure)).toBe(true)
  expect((failure as OrderApiResponseError).metaMessages).toMatchInlineSnapshot(`
    [
      "URL: https://api.example/v2/params?a=1",
      "ok: Invalid input",
    ]
  `)
})
