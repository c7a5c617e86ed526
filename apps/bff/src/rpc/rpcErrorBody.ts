/** JSON-RPC error codes the proxy answers with (JSON-RPC 2.0; EIP-1474 for the limit). */
export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  limitExceeded: -32005,
} as const

/** A JSON-RPC error answer. Its message is the proxy's own words: never the private URL. */
export function rpcErrorBody(parameters: {
  code: number
  message: string
  id?: string | number | null
}) {
  return {
    jsonrpc: '2.0' as const,
    id: parameters.id ?? null,
    error: { code: parameters.code, message: parameters.message },
  }
}
