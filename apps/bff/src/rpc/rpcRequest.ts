import * as z from 'zod/mini'
import { rpcErrorCodes } from './rpcErrorBody.js'
import { rpcMethodRules } from './rpcMethodRules.js'

/** Calls one request to the RPC proxy may carry (a JSON-RPC batch). */
export const MAX_RPC_BATCH = 10

/** One JSON-RPC 2.0 call, as the RPC proxy takes it (a notification, without `id`, is not). */
export const rpcCallSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().check(z.maxLength(64)), z.int(), z.null()]),
  method: z.string().check(z.maxLength(64)),
  params: z.optional(z.array(z.unknown())),
})
export type RpcCall = z.infer<typeof rpcCallSchema>

/** What `POST /api/rpc/{chainId}` takes: one call, or a batch of 1 to MAX_RPC_BATCH. */
export const rpcRequestSchema = z.union([
  rpcCallSchema,
  z.array(rpcCallSchema).check(z.minLength(1), z.maxLength(MAX_RPC_BATCH)),
])

export type RpcRequestCheck =
  | { ok: true; calls: RpcCall[] }
  | { ok: false; code: number; message: string; id?: string | number | null }

/**
 * A parsed JSON body checked as the proxy forwards it: a call or a batch of at most
 * MAX_RPC_BATCH, each of an allowed method with parameters its rule accepts. The first
 * problem is the answer, in words that name it.
 */
export function checkRpcRequest(body: unknown): RpcRequestCheck {
  if (Array.isArray(body) && (body.length === 0 || body.length > MAX_RPC_BATCH))
    return {
      ok: false,
      code: rpcErrorCodes.invalidRequest,
      message: `a batch must hold 1 to ${MAX_RPC_BATCH} calls`,
    }
  const parsed = rpcRequestSchema.safeParse(body)
  if (!parsed.success)
    return {
      ok: false,
      code: rpcErrorCodes.invalidRequest,
      message: 'not a JSON-RPC 2.0 call (jsonrpc "2.0", an id, a method, params as a list)',
    }
  const calls = Array.isArray(parsed.data) ? parsed.data : [parsed.data]
  for (const call of calls) {
    const rule = Object.hasOwn(rpcMethodRules, call.method)
      ? rpcMethodRules[call.method]
      : undefined
    if (!rule)
      return {
        ok: false,
        code: rpcErrorCodes.methodNotFound,
        message: `${call.method.replace(/[^\w]/g, '?')} is not served by this proxy (reads only)`,
        id: call.id,
      }
    const problem = rule(call.params ?? [])
    if (problem)
      return { ok: false, code: rpcErrorCodes.invalidParams, message: problem, id: call.id }
  }
  return { ok: true, calls }
}
