import { Hono } from 'hono'
import type { SolanaRuntime } from './createSolanaRuntime.js'
import { solanaRpcMethods } from './solanaRpcMethods.js'
import { SolanaRpcError, stringifyWithBigInts } from './solanaWire.js'

type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }

const MAX_BATCH = 100

/**
 * Solana's JSON-RPC over HTTP `POST /` (single requests and batches, JSON-RPC 2.0 errors:
 * -32700 unreadable JSON, -32600 not a request, -32601 unknown method, -32602 bad params,
 * -32002 a transaction the preflight refuses).
 */
export function solanaRpcRoutes(runtime: SolanaRuntime) {
  const methods = solanaRpcMethods(runtime)
  const app = new Hono()

  function answer(request: RpcRequest) {
    const id =
      typeof request?.id === 'string' || typeof request?.id === 'number' ? request.id : null
    const error = (code: number, message: string, data?: unknown) => ({
      jsonrpc: '2.0',
      id,
      error: { code, message, ...(data === undefined ? {} : { data }) },
    })
    if (
      request === null ||
      typeof request !== 'object' ||
      request.jsonrpc !== '2.0' ||
      typeof request.method !== 'string'
    )
      return error(-32600, 'Invalid request')
    const method = methods[request.method]
    if (!method) return error(-32601, 'Method not found')
    const params = request.params ?? []
    if (!Array.isArray(params)) return error(-32602, 'Invalid params: params must be an array')
    try {
      return { jsonrpc: '2.0', id, result: method(params) }
    } catch (thrown) {
      if (thrown instanceof SolanaRpcError) return error(thrown.code, thrown.message, thrown.data)
      return error(-32603, `Internal error: ${(thrown as Error).message}`)
    }
  }

  app.post('/', async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return reply({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    if (!Array.isArray(body)) return reply(answer(body as RpcRequest))
    if (body.length === 0 || body.length > MAX_BATCH)
      return reply({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `Invalid request: a batch holds 1 to ${MAX_BATCH}` },
      })
    return reply(body.map((entry) => answer(entry as RpcRequest)))
  })
  return app
}

const reply = (value: unknown) =>
  new Response(stringifyWithBigInts(value), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
