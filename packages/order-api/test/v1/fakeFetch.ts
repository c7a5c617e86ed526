import { vi } from 'vitest'
import { createV1Client } from '../../src/v1/client/createV1Client.js'
import { usdcBase, wallet } from './fixtures.js'

export type Handler = (request: Request) => Response | Promise<Response>

export function clientWith(
  handler: Handler,
  options: { timeoutMs?: number; integratorId?: string } = {},
) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    requests.push(request)
    return handler(request)
  })
  const client = createV1Client({ baseUrl: 'https://api.example/', fetch, ...options })
  return { client, requests, fetch }
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers },
  })

export const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } })

export const quoteRequest = {
  tradeType: 'EXACT_INPUT' as const,
  fromChainId: 8453,
  fromToken: usdcBase,
  toChainId: 42161,
  toToken: '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
  amount: 100_000_000n,
  fromAddress: wallet,
}

/** An NDJSON response whose chunks the test pushes one by one. */
export function ndjsonStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const cancelled = vi.fn()
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
    },
    cancel: cancelled,
  })
  const encoder = new TextEncoder()
  return {
    response: new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    push: (chunk: string) => controller.enqueue(encoder.encode(chunk)),
    close: () => controller.close(),
    cancelled,
  }
}
