import { createV1Client, V1ApiError, type V1Client, V1RequestError } from '@ferry/order-api/v1'

const clients = new Map<string, V1Client>()
/**
 * The v1 client of the BFF, one per BFF. The BFF serves v1 under `/api/v1/*` and the client adds
 * `/v1/…` itself, so its base is `${bffUrl}/api`.
 */
export function v1Client(bffUrl: string): V1Client {
  const baseUrl = `${bffUrl.replace(/\/+$/, '')}/api`
  let client = clients.get(baseUrl)
  if (!client) {
    client = createV1Client({ baseUrl, timeoutMs: 20_000 })
    clients.set(baseUrl, client)
  }
  return client
}

/**
 * Retries a read twice only when asking again soon can help: a failure to connect, a 429 or a
 * 500 (the spec's backoff). A request refused before it left, any other 4xx, and maintenance
 * (whose Retry-After is 300 s) are final for this attempt.
 */
export function retryV1Read(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || V1RequestError.isInstance(error)) return false
  return !V1ApiError.isInstance(error) || error.retry === 'backoff'
}
