import type { RpcCall } from './rpcRequest.js'

export type ForwardRpcParameters = {
  /** The private RPC URL (it may hold a key: it appears in no answer, log line or label). */
  url: string
  calls: RpcCall[]
  /** A batch is sent as a list, a single call as an object. */
  batch: boolean
  timeoutMs: number
  /** The largest answer passed on; a larger one is refused (502) rather than buffered. */
  maxResponseBytes: number
  fetch?: typeof fetch
}

export type ForwardRpcReturnType =
  | { ok: true; text: string }
  /** `reason` is the proxy's own word for the failure (for logs and metrics): no URL, no cause text. */
  | {
      ok: false
      status: 502 | 504
      reason: 'timeout' | 'unreachable' | 'status' | 'too-large' | 'not-json'
      message: string
    }

/**
 * Sends checked calls to a chain's private RPC and returns its JSON answer, with any piece of
 * the URL that may be a secret (credentials, path, query values) cut out of it. Only the parsed
 * calls are sent (fields the schema does not know are dropped); redirects are not followed.
 */
export async function forwardRpc(parameters: ForwardRpcParameters): Promise<ForwardRpcReturnType> {
  const send = parameters.fetch ?? fetch
  let response: Response
  try {
    response = await send(parameters.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(parameters.batch ? parameters.calls : parameters.calls[0]),
      redirect: 'error',
      signal: AbortSignal.timeout(parameters.timeoutMs),
    })
  } catch (error) {
    return (error as Error)?.name === 'TimeoutError'
      ? {
          ok: false,
          status: 504,
          reason: 'timeout',
          message: "the chain's RPC did not answer in time",
        }
      : {
          ok: false,
          status: 502,
          reason: 'unreachable',
          message: "the chain's RPC could not be reached",
        }
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    return {
      ok: false,
      status: 502,
      reason: 'status',
      message: `the chain's RPC answered ${response.status}`,
    }
  }
  const text = await readCapped(response, parameters.maxResponseBytes)
  if (text === undefined)
    return {
      ok: false,
      status: 502,
      reason: 'too-large',
      message: "the chain's RPC answered too much",
    }
  try {
    JSON.parse(text)
  } catch {
    return { ok: false, status: 502, reason: 'not-json', message: "the chain's RPC answered oddly" }
  }
  return { ok: true, text: withoutSecretsOf(parameters.url, text) }
}

/** The body as text, or undefined past `maxBytes` (the rest is not read). */
async function readCapped(response: Response, maxBytes: number): Promise<string | undefined> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (true) {
    const chunk = await reader.read().catch(() => undefined)
    if (!chunk) return undefined
    if (chunk.done) break
    size += chunk.value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(chunk.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * An RPC that echoes its own URL (some put it in error messages) must not hand the key to the
 * browser: each part of the URL that can carry one is cut out of the answer.
 */
export function withoutSecretsOf(url: string, text: string): string {
  const parsed = new URL(url)
  const secrets = [
    parsed.username,
    parsed.password,
    ...parsed.pathname.split('/'),
    ...[...parsed.searchParams.values()],
  ].filter((part) => part.length >= 6)
  let cleaned = text
  for (const secret of secrets) cleaned = cleaned.split(secret).join('[private]')
  return cleaned
}
