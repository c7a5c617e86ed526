import { readJsonBody } from '@ferry/order-api'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import * as z from 'zod/mini'
import { limiterWait } from '../../http/limiterWait.js'
import { declareRoute } from '../../http/routeDeclaration.js'
import { notJson } from '../../openapi/documentedResponses.js'
import { forwardRpc } from '../../rpc/forwardRpc.js'
import { rpcErrorBody, rpcErrorCodes } from '../../rpc/rpcErrorBody.js'
import { checkRpcRequest, rpcRequestSchema } from '../../rpc/rpcRequest.js'
import type { Services } from '../../services/createServices.js'

/** JSON-RPC calls a client may send a minute, and this process forwards from everyone together. */
export const RPC_CALLS_PER_CLIENT = 300
export const RPC_CALLS_PER_PROCESS = 3_000
/** How long the private RPC may take, and the most it may answer. */
export const RPC_TIMEOUT_MS = 10_000
export const RPC_MAX_RESPONSE_BYTES = 1024 * 1024

const rpcErrorSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  error: z.object({ code: z.int(), message: z.string() }),
})
const refusal = (description: string) => ({ description, schema: rpcErrorSchema })

/**
 * `POST /api/rpc/{chainId}`: JSON-RPC reads forwarded to a chain's private RPC (an RPC URL of
 * CHAINS, which may hold the operator's key: chains/privateRpcs.ts). `/api/config` names this path
 * as the chain's `rpcUrl`, so the key never reaches a browser, a page's CSP or a log line. Reads
 * only (rpc/rpcMethodRules.ts), a batch of at most ten, 16 KB of body like every API route, the
 * same origin and JSON rules; limited per client and per process, answered within 10 s.
 */
export const rpcRoute = declareRoute({
  method: 'post',
  path: '/api/rpc/{chainId}',
  operationId: 'proxyRpc',
  summary: "JSON-RPC reads forwarded to a chain's private RPC (kept on the server)",
  tags: ['widget'],
  request: { params: z.object({ chainId: z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)) }) },
  pathParameters: { chainId: { description: 'The chain id', pattern: '^[1-9][0-9]{0,15}$' } },
  bodyReadByHandler: rpcRequestSchema,
  responses: {
    '200': { description: "The RPC's JSON-RPC answer", schema: z.unknown() },
    '400': refusal(
      'Not JSON, not JSON-RPC 2.0, a batch over ten, or a method this proxy does not serve',
    ),
    '404': refusal('This chain has no private RPC behind the proxy'),
    '413': { description: 'The body is over 16 KB' },
    '415': notJson,
    '429': refusal('Over this client’s or this process’s calls a minute (Retry-After)'),
    '502': refusal("The chain's RPC could not be reached or answered oddly"),
    '504': refusal("The chain's RPC did not answer in time"),
  },
  example: {
    path: { chainId: '1' },
    body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
  },
  handler: ({ services }: { services: Services }) => {
    const { limits, logger, metrics, privateRpcs } = services
    const perClient = new RateLimiterMemory({ points: RPC_CALLS_PER_CLIENT, duration: 60 })
    const perProcess = new RateLimiterMemory({ points: RPC_CALLS_PER_PROCESS, duration: 60 })
    return async (c, { params }) => {
      c.header('Cache-Control', 'no-store')
      const chainId = Number(params.chainId)
      const url = privateRpcs.urlOf(chainId)
      if (!url)
        return c.json(
          rpcErrorBody({
            code: rpcErrorCodes.invalidRequest,
            message: `chain ${chainId} has no RPC behind this proxy`,
          }),
          404,
        )
      const chain = String(chainId)
      const json = await readJsonBody(c)
      const checked = json.ok
        ? checkRpcRequest(json.body)
        : { ok: false as const, code: rpcErrorCodes.parseError, message: 'the body is not JSON' }
      if (!checked.ok) {
        metrics.rpcCalls.inc({ chain, outcome: 'refused' })
        return c.json(rpcErrorBody(checked), 400)
      }
      const points = checked.calls.length
      const client = limits.clientOf(c)
      const waitMs =
        (await limiterWait(perClient, client, points)) ??
        (await limiterWait(perProcess, 'all', points))
      if (waitMs !== undefined) {
        metrics.rpcCalls.inc({ chain, outcome: 'limited' }, points)
        c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
        return c.json(
          rpcErrorBody({
            code: rpcErrorCodes.limitExceeded,
            message: 'Too many RPC calls; retry shortly',
          }),
          429,
        )
      }
      const answer = await forwardRpc({
        url,
        calls: checked.calls,
        batch: Array.isArray(json.ok ? json.body : undefined),
        timeoutMs: RPC_TIMEOUT_MS,
        maxResponseBytes: RPC_MAX_RESPONSE_BYTES,
      })
      if (!answer.ok) {
        metrics.rpcCalls.inc({ chain, outcome: answer.reason }, points)
        // The chain and the proxy's own word only: the URL (and its key) stays out of the log.
        logger.warn({ chain: chainId, reason: answer.reason }, `RPC proxy: ${answer.message}`)
        return c.json(
          rpcErrorBody({ code: rpcErrorCodes.internalError, message: answer.message }),
          answer.status,
        )
      }
      metrics.rpcCalls.inc({ chain, outcome: 'forwarded' }, points)
      return c.body(answer.text, 200, { 'content-type': 'application/json' })
    }
  },
})
