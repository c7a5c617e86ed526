import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { forwardRequest } from '@ferry/test-utils'

/** One request an instance sent the service. */
export type UpstreamCall = {
  /** Which instance sent it (the `/i<n>` prefix of its UPSTREAM_URL). */
  instance: number
  method: string
  /** The service's path, without the query (`/v2/quote`, `/v2/orders/0x…`). */
  path: string
  status: number
  /** Milliseconds since the epoch, when the request arrived. */
  at: number
}

/**
 * A pass-through proxy between the instances and the service that records every call: instance
 * `n` is given `<url>/i<n>` as its UPSTREAM_URL. `GET <url>/__calls` answers what was recorded
 * (tests read it from their own process).
 */
export async function startUpstreamRecorder(parameters: { target: string }) {
  const calls: UpstreamCall[] = []
  const server = http.createServer((request, response) => {
    if (request.url === '/__calls') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(calls))
      return
    }
    const match = /^\/i(\d+)(\/.*)$/.exec(request.url ?? '')
    if (!match) {
      response.writeHead(404).end()
      return
    }
    const call: UpstreamCall = {
      instance: Number(match[1]),
      method: request.method ?? 'GET',
      path: match[2]!.split('?')[0]!,
      status: 0,
      at: Date.now(),
    }
    calls.push(call)
    // The instance may die mid-request (kill -9): the forwarded request still completes.
    forwardRequest({
      request,
      response,
      to: new URL(match[2]!, parameters.target),
      onStatus: (status) => {
        call.status = status
      },
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
