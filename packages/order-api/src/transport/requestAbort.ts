import {
  OrderApiAbortedError,
  OrderApiNetworkError,
  OrderApiTimeoutError,
  type TransportOperation,
} from '../errors/transport.js'

export type CreateRequestAbortParameters = {
  /** The caller's signals (the client's and the call's); any of them aborting aborts the request. */
  signals: readonly (AbortSignal | undefined)[]
  /** The time limit, started at once; `touch()` starts it again. */
  timeoutMs: number
  /** For the errors `failure` makes. */
  operation: TransportOperation
  url: string
}

export type RequestAbort = ReturnType<typeof createRequestAbort>

/**
 * The abort signal of one request, linked by hand to the caller's signals and a time limit:
 * cheaper than `AbortSignal.any` and `AbortSignal.timeout`, and nothing outlives the request
 * once `release()` has run. `failure(cause)` tells which of them ended a failed request. Every
 * request of `createHttpTransport` has one; a proxy that forwards a request uses it the same way.
 *
 * @example
 * const request = createRequestAbort({ signals: [incoming.signal], timeoutMs: 15_000, operation: 'quote', url })
 * try {
 *   const response = await fetch(url, { signal: request.signal })
 *   // … read the body, calling request.touch() on every chunk of a stream …
 * } catch (cause) {
 *   throw request.failure(cause) // OrderApiTimeoutError, OrderApiAbortedError or OrderApiNetworkError
 * } finally {
 *   request.release()
 * }
 */
export function createRequestAbort(parameters: CreateRequestAbortParameters) {
  const { timeoutMs, operation, url } = parameters
  const controller = new AbortController()
  let timedOut = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
  }
  const outer = parameters.signals.filter((signal): signal is AbortSignal => signal !== undefined)
  const abort = () => controller.abort()
  for (const signal of outer) {
    if (signal.aborted) controller.abort()
    else signal.addEventListener('abort', abort, { once: true })
  }
  touch()
  return {
    signal: controller.signal,
    /** Restarts the time limit (a stream calls it on every chunk). */
    touch,
    /** Stops the timer and unlinks the caller's signals; call once the body is read or dropped. */
    release() {
      clearTimeout(timer)
      for (const signal of outer) signal.removeEventListener('abort', abort)
    },
    /** The transport error a failure while sending or reading stands for. */
    failure(cause: unknown): Error {
      const context = { operation, url, cause }
      if (timedOut) return new OrderApiTimeoutError({ ...context, timeoutMs })
      if (outer.some((signal) => signal.aborted)) return new OrderApiAbortedError(context)
      return new OrderApiNetworkError(context)
    },
  }
}
