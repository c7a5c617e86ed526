import { createOrderClient, type OrderClient } from '@ferry/order-api'

const clients = new Map<string, OrderClient>()

/**
 * The typed client of the BFF (which mirrors the service under `/api`, without a key). Its
 * response schemas bring zod, so the first load reaches it only through `loadBffClient`.
 */
export function bffClient(bffUrl: string): OrderClient {
  let client = clients.get(bffUrl)
  if (!client) {
    client = createOrderClient({ baseUrl: `${bffUrl.replace(/\/+$/, '')}/api`, timeoutMs: 20_000 })
    clients.set(bffUrl, client)
  }
  return client
}
