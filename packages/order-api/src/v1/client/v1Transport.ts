import {
  type CreateHttpTransportParameters,
  createHttpTransport,
  type HttpTransport,
  type RequestOptions,
  type TransportResponseInfo,
} from '../../transport/createHttpTransport.js'
import type { V1Operation } from '../errors/classifyV1Error.js'
import { V1ApiError } from '../errors/V1ApiError.js'

/** The core transport's options, without a key: v1 is public (spec v1: Authentication). */
export type V1TransportParameters = Omit<
  CreateHttpTransportParameters<V1Operation>,
  'apiKey' | 'statusError'
>

export type V1ResponseInfo = TransportResponseInfo<V1Operation>

export type V1RequestOptions = RequestOptions

export type V1Transport = HttpTransport<V1Operation>

/**
 * The one HTTP core (`createHttpTransport`) with v1's error for an error status, `V1ApiError`.
 *
 * @example
 * const transport = createV1Transport({ baseUrl: 'https://bff.example.com/api' })
 * const chains = await transport.json({ operation: 'chains', method: 'GET', path: '/v1/chains', schema: v1ChainListSchema, options: undefined })
 */
export function createV1Transport(parameters: V1TransportParameters): V1Transport {
  // A key given by an untyped caller is never sent: v1 has none.
  const { apiKey: _none, ...rest } = parameters as V1TransportParameters & { apiKey?: string }
  return createHttpTransport<V1Operation>({
    ...rest,
    statusError: (parameters) => new V1ApiError(parameters),
  })
}
