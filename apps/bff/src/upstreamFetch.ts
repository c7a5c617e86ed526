import http from 'node:http'
import https from 'node:https'

/**
 * A `fetch` for the upstream calls over node:http with kept-alive connections. The global fetch
 * (undici, WHATWG streams) costs the BFF most of its latency tail; the order client only needs a
 * method, string headers, a string body, an abort signal and the whole response text.
 */
export function createUpstreamFetch(): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 128 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 128 }),
  }
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return reject(new TypeError(`fetch failed: unsupported protocol ${url.protocol}`))
      const signal = init.signal ?? undefined
      if (signal?.aborted) return reject(signal.reason)
      const transport = url.protocol === 'https:' ? https : http
      const request = transport.request(
        url,
        {
          method: init.method ?? 'GET',
          agent: agents[url.protocol],
          headers: Object.fromEntries(new Headers(init.headers)),
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.once('error', (cause) => reject(new TypeError('fetch failed', { cause })))
          response.once('end', () => {
            signal?.removeEventListener('abort', onAbort)
            const headers = new Headers()
            for (const [name, value] of Object.entries(response.headers))
              for (const item of [value ?? []].flat()) headers.append(name, item)
            const status = response.statusCode ?? 502
            const empty = status === 204 || status === 304 || chunks.length === 0
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage ?? '',
                headers,
              }),
            )
          })
        },
      )
      const onAbort = () => {
        request.destroy()
        reject(signal?.reason)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      request.once('error', (cause) => {
        signal?.removeEventListener('abort', onAbort)
        reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause }))
      })
      if (init.body !== undefined && init.body !== null) request.write(String(init.body))
      request.end()
    })
}
