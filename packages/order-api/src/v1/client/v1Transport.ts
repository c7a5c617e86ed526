import type * as z from 'zod/mini'
import type { CreateOrderClientParameters, RequestOptions } from '../../client/createOrderClient.js'
import { createRequestAbort } from '../../client/requestAbort.js'
import { OrderApiResponseError } from '../../errors/transport.js'
import type { V1Operation } from '../errors/classifyV1Error.js'
import { V1ApiError } from '../errors/V1ApiError.js'
import { describeIssues } from '../errors/V1RequestError.js'

export type V1TransportParameters = Omit<CreateOrderClientParameters, 'apiKey' | 'onResponse'> & {
  /** Called for every response, success or not. */
  onResponse?: (info: V1ResponseInfo) => void
}

export type V1ResponseInfo = {
  operation: V1Operation
  url: string
  status: number
  requestId: string | undefined
}

export type V1RequestOptions = RequestOptions

export type V1Call = {
  operation: V1Operation
  method: 'GET' | 'POST' | 'PUT'
  path: string
  query?: Record<string, string | number | undefined>
  body?: unknown
  headers?: Record<string, string>
  options: V1RequestOptions | undefined
}

/** An open response whose body is not read yet, with the time limit still running. */
export type V1OpenResponse = {
  response: Response
  url: string
  requestId: string | undefined
  /** Aborted on the time limit or the caller's abort: a body reader should stop on it. */
  signal: AbortSignal
  /** Restarts the time limit (a stream calls it on every chunk). */
  touch: () => void
  /** Maps a failure while reading the body to the transport error it stands for. */
  failure: (cause: unknown) => Error
  /** Stops the timer and unlinks the signals; call once the body is read or dropped. */
  release: () => void
}

/** The body as JSON when it parses, else the text itself; `undefined` when empty (spec v1: Errors). */
export function readBodyText(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function createV1Transport(parameters: V1TransportParameters) {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  // For a stream the limit is the longest wait for the next chunk.
  const timeoutMs = parameters.timeoutMs ?? 30_000

  function urlOf(call: Pick<V1Call, 'path' | 'query'>): string {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) search.set(key, String(value))
    const text = search.toString()
    return `${baseUrl}${call.path}${text ? `?${text}` : ''}`
  }

  /** Sends the request and waits for the status and headers; throws V1ApiError on an error status. */
  async function open(call: V1Call): Promise<V1OpenResponse> {
    const url = urlOf(call)
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...parameters.headers,
      ...call.headers,
      ...call.options?.headers,
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    const abort = createRequestAbort({
      signals: [parameters.signal, call.options?.signal],
      timeoutMs,
      operation: call.operation,
      url,
    })
    let response: Response
    try {
      response = await fetchFn(url, {
        method: call.method,
        headers,
        signal: abort.signal,
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      })
    } catch (cause) {
      abort.release()
      throw abort.failure(cause)
    }
    const requestId = response.headers.get('x-request-id') ?? undefined
    parameters.onResponse?.({ operation: call.operation, url, status: response.status, requestId })
    const { signal, touch, failure, release } = abort
    const opened = { response, url, requestId, signal, touch, failure, release }
    if (!response.ok) {
      const text = await readText(opened)
      throw new V1ApiError({
        status: response.status,
        body: readBodyText(text),
        headers: response.headers,
        requestId,
        operation: call.operation,
      })
    }
    return opened
  }

  async function readText(opened: V1OpenResponse): Promise<string> {
    try {
      return await opened.response.text()
    } catch (cause) {
      throw opened.failure(cause)
    } finally {
      opened.release()
    }
  }

  /** Validates a decoded body against `schema`, or throws OrderApiResponseError. */
  function validate<schema extends z.ZodMiniType>(
    schema: schema,
    body: unknown,
    context: { operation: V1Operation; url: string; status: number; requestId: string | undefined },
  ): z.infer<schema> {
    const parsed = schema.safeParse(body)
    if (parsed.success) return parsed.data
    throw new OrderApiResponseError({
      ...context,
      body,
      problems: describeIssues(parsed.error.issues),
    })
  }

  /** One request whose success body is JSON matching `schema`. */
  async function json<schema extends z.ZodMiniType>(
    call: V1Call & { schema: schema },
  ): Promise<z.infer<schema>> {
    const opened = await open(call)
    const body = readBodyText(await readText(opened))
    return validate(call.schema, body, {
      operation: call.operation,
      url: opened.url,
      status: opened.response.status,
      requestId: opened.requestId,
    })
  }

  return { baseUrl, urlOf, open, readText, validate, json }
}

export type V1Transport = ReturnType<typeof createV1Transport>
