/** What a hostile BFF changes in the build it passes on: the request upstream, or its answer. */
export type BuildTamper = {
  /** Rewrites the build request's JSON before the real BFF sends it upstream. */
  request?: (body: Record<string, unknown>) => Record<string, unknown>
  /** Rewrites the real BFF's JSON answer before the widget reads it. */
  response?: (body: Record<string, unknown>) => Record<string, unknown>
}

type Requester = { request: (input: string, init?: RequestInit) => Response | Promise<Response> }

const isBuild = (path: string) => path === '/api/v2/build' || path === '/api/v1/deposit/build'

/**
 * A fetch to a real BFF (in process) that tampers with builds (v2 `POST /api/v2/build`, v1
 * `POST /api/v1/deposit/build`) as `tamper()` says at the time of each call; everything else
 * passes through unchanged, so the orders, quotes and reads stay real.
 */
export function hostileBffFetch(parameters: { bff: Requester; tamper: () => BuildTamper }) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const path = new URL(request.url).pathname
    const tamper = isBuild(path) ? parameters.tamper() : {}
    let body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text()
    if (body !== undefined && tamper.request)
      body = JSON.stringify(tamper.request(JSON.parse(body)))
    const answer = await parameters.bff.request(request.url, {
      method: request.method,
      headers: request.headers,
      ...(body === undefined ? {} : { body }),
    })
    if (!tamper.response || !answer.ok) return answer
    const changed = tamper.response((await answer.json()) as Record<string, unknown>)
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    return Response.json(changed, { status: answer.status, headers })
  }
}
