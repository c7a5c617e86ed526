import type * as z from 'zod/mini'
import {
  type OrderApiAbortedError,
  type OrderApiNetworkError,
  OrderApiResponseError,
  type OrderApiTimeoutError,
  type TransportOperation,
} from '../errors/transport.js'
import { describeIssues } from '../schemas/describeIssues.js'
import { parseBody } from './parseBody.js'
import { createRequestAbort } from './requestAbort.js'

/** Per-call options every client method takes last. */
export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> }

/** What `onResponse` sees of every response, success or not. */
export type TransportResponseInfo<operation extends TransportOperation = TransportOperation> = {
  operation: operation
  url: string
  status: number
  requestId: string | undefined
}

/** What an error status becomes: the client's own error class (v2 `OrderApiError`, v1 `V1ApiError`). */
export type StatusErrorParameters<operation extends TransportOperation> = {
  status: number
  body: unknown
  headers: Headers
  requestId: string | undefined
  operation: operation
}

export type CreateHttpTransportParameters<operation extends TransportOperation> = {
  /** Base URL without the version segment: the service's, or `<bff>/api` for the BFF. */
  baseUrl: string
  /** Sent as `X-API-Key` when given, after every other header. Only ever on a server. */
  apiKey?: string
  fetch?: typeof fetch
  /** Per-request time limit; for a stream, the longest wait for the next chunk. Default 30 000 ms. */
  timeoutMs?: number
  /** Aborts every request of this transport. */
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Called for every response once its status and headers arrive. */
  onResponse?: (info: TransportResponseInfo<operation>) => void
  /** The error an error status stands for. */
  statusError: (parameters: StatusErrorParameters<operation>) => Error
}

export type HttpCall<operation extends TransportOperation> = {
  operation: operation
  method: 'GET' | 'POST' | 'PUT'
  /** Path after the base URL, with its version: `/v2/quote`, `/v1/quotes`. */
  path: string
  /** Query parameters; `undefined` ones are left out. */
  query?: Record<string, string | number | undefined>
  /** Sent as JSON when given. */
  body?: unknown
  /** The method's own headers, under the caller's `options.headers`. */
  headers?: Record<string, string>
  options: RequestOptions | undefined
}

/** A response whose status and headers arrived, its body not read yet, its time limit running. */
export type OpenResponse<operation extends TransportOperation = TransportOperation> = {
  operation: operation
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

/** What a transport call can throw besides the client's status error. */
export type HttpTransportErrorType =
  | OrderApiTimeoutError
  | OrderApiNetworkError
  | OrderApiAbortedError
  | OrderApiResponseError

/**
 * The one HTTP core under the v2 and v1 clients: builds the URL and headers, links the caller's
 * abort signals and the time limit to each request, maps failures to `OrderApiTimeoutError`,
 * `OrderApiAbortedError` or `OrderApiNetworkError`, an error status to the client's
 * `statusError`, and a success body that fails its schema to `OrderApiResponseError`.
 *
 * @example
 * const transport = createHttpTransport({
 *   baseUrl: 'https://orders.example.com',
 *   statusError: (parameters) => new OrderApiError(parameters),
 * })
 * const params = await transport.json({
 *   operation: 'params',
 *   method: 'GET',
 *   path: '/v2/params',
 *   schema: paramsResponseSchema,
 *   options: undefined,
 * })
 */
export function createHttpTransport<operation extends TransportOperation>(
  parameters: CreateHttpTransportParameters<operation>,
) {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const fetchFn = parameters.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = parameters.timeoutMs ?? 30_000

  /** The full URL of a path and query on this transport's base. */
  function urlOf(call: Pick<HttpCall<operation>, 'path' | 'query'>): string {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) search.set(key, String(value))
    const text = search.toString()
    return `${baseUrl}${call.path}${text ? `?${text}` : ''}`
  }

  /** The body read to its end and parsed (`parseBody`); releases the request. */
  async function readBody(opened: OpenResponse<operation>): Promise<unknown> {
    try {
      return parseBody(await opened.response.text())
    } catch (cause) {
      throw opened.failure(cause)
    } finally {
      opened.release()
    }
  }

  /** Sends the request and waits for the status and headers; an error status throws `statusError`. */
  async function open(call: HttpCall<operation>): Promise<OpenResponse<operation>> {
    const url = urlOf(call)
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...parameters.headers,
      ...call.headers,
      ...call.options?.headers,
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json'
    if (parameters.apiKey) headers['x-api-key'] = parameters.apiKey
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
    const opened = {
      operation: call.operation,
      response,
      url,
      requestId,
      signal,
      touch,
      failure,
      release,
    }
    if (!response.ok) {
      const body = await readBody(opened)
      throw parameters.statusError({
        status: response.status,
        body,
        headers: response.headers,
        requestId,
        operation: call.operation,
      })
    }
    return opened
  }

  /** A decoded success body checked against `schema`, or `OrderApiResponseError`. */
  function validate<schema extends z.ZodMiniType>(
    schema: schema,
    body: unknown,
    opened: OpenResponse<operation>,
  ): z.infer<schema> {
    const parsed = schema.safeParse(body)
    if (parsed.success) return parsed.data
    throw new OrderApiResponseError({
      operation: opened.operation,
      url: opened.url,
      status: opened.response.status,
      requestId: opened.requestId,
      body,
      problems: describeIssues(parsed.error.issues),
    })
  }

  /** One request whose success body is JSON matching `schema`. */
  async function json<schema extends z.ZodMiniType>(
    call: HttpCall<operation> & { schema: schema },
  ): Promise<z.infer<schema>> {
    const opened = await open(call)
    return validate(call.schema, await readBody(opened), opened)
  }

  return { baseUrl, urlOf, open, readBody, validate, json }
}

export type HttpTransport<operation extends TransportOperation = TransportOperation> = ReturnType<
  typeof createHttpTransport<operation>
>
