import type { V1Operation } from '../v1/errors/classifyV1Error.js'
import { BaseError } from './base.js'
import type { OrderApiOperation } from './classifyApiError.js'

/** The v2 or v1 call a transport error happened on. */
export type TransportOperation = OrderApiOperation | V1Operation

type TransportParameters = { operation: TransportOperation; url: string; cause?: unknown }

const timeoutMarker = Symbol.for('ferry.error.OrderApiTimeoutError')
const networkMarker = Symbol.for('ferry.error.OrderApiNetworkError')
const abortedMarker = Symbol.for('ferry.error.OrderApiAbortedError')
const responseMarker = Symbol.for('ferry.error.OrderApiResponseError')

/**
 * No answer came within the time limit. For a build this means the outcome is unknown: look the
 * order up by depositor before building again (spec: Build rule 10).
 */
export class OrderApiTimeoutError extends BaseError {
  override name = 'OrderApiTimeoutError'
  readonly operation: TransportOperation
  readonly [timeoutMarker] = true
  constructor(parameters: TransportParameters & { timeoutMs: number }) {
    super(`The ${parameters.operation} request timed out after ${parameters.timeoutMs} ms`, {
      cause: parameters.cause,
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.operation = parameters.operation
  }
  static override isInstance(value: unknown): value is OrderApiTimeoutError {
    return typeof value === 'object' && value !== null && timeoutMarker in value
  }
}

/** The request failed before any response arrived (connection refused, reset, DNS, …). */
export class OrderApiNetworkError extends BaseError {
  override name = 'OrderApiNetworkError'
  readonly operation: TransportOperation
  readonly [networkMarker] = true
  constructor(parameters: TransportParameters) {
    super(`The ${parameters.operation} request got no response`, {
      cause: parameters.cause,
      metaMessages: [`URL: ${parameters.url}`],
    })
    this.operation = parameters.operation
  }
  static override isInstance(value: unknown): value is OrderApiNetworkError {
    return typeof value === 'object' && value !== null && networkMarker in value
  }
}

/** The caller aborted the request. */
export class OrderApiAbortedError extends BaseError {
  override name = 'OrderApiAbortedError'
  readonly operation: TransportOperation
  readonly [abortedMarker] = true
  constructor(parameters: TransportParameters) {
    super(`The ${parameters.operation} request was aborted`, { cause: parameters.cause })
    this.operation = parameters.operation
  }
  static override isInstance(value: unknown): value is OrderApiAbortedError {
    return typeof value === 'object' && value !== null && abortedMarker in value
  }
}

/** A success response whose body is not what the spec describes. */
export class OrderApiResponseError extends BaseError {
  override name = 'OrderApiResponseError'
  readonly operation: TransportOperation
  readonly status: number
  readonly body: unknown
  readonly requestId: string | undefined
  readonly [responseMarker] = true
  constructor(
    parameters: TransportParameters & {
      status: number
      body: unknown
      requestId: string | undefined
      problems: string[]
    },
  ) {
    super(`The ${parameters.operation} response does not match the API`, {
      cause: parameters.cause,
      metaMessages: [`URL: ${parameters.url}`, ...parameters.problems.slice(0, 5)],
    })
    this.operation = parameters.operation
    this.status = parameters.status
    this.body = parameters.body
    this.requestId = parameters.requestId
  }
  static override isInstance(value: unknown): value is OrderApiResponseError {
    return typeof value === 'object' && value !== null && responseMarker in value
  }
}
