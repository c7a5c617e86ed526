import http, { type IncomingMessage, type ServerResponse } from 'node:http'

export type ForwardRequestParameters = {
  request: IncomingMessage
  response: ServerResponse
  /** Where the request goes: its full URL at the target. */
  to: URL
  /** Sees the target's status before it is passed back (a recorder notes it). */
  onStatus?: (status: number) => void
}

/**
 * Passes one request through to another server and its answer back, streamed both ways, for
 * test proxies between a BFF and the service. The caller may die mid-request (a `kill -9`
 * test): the forwarded request still completes at the target.
 */
export function forwardRequest({ request, response, to, onStatus }: ForwardRequestParameters) {
  const forward = http.request(
    to,
    { method: request.method, headers: request.headers },
    (answer) => {
      const status = answer.statusCode ?? 502
      onStatus?.(status)
      response.writeHead(status, answer.headers)
      answer.pipe(response)
    },
  )
  forward.on('error', () => response.destroy())
  response.on('error', () => {})
  request.pipe(forward)
}
