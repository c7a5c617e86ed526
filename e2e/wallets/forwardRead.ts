/** A JSON-RPC request a test wallet passes on to the chain's node: its result, or its error thrown. */
export async function forwardRead(rpcUrl: string, method: string, params: unknown) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
