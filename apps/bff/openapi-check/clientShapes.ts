// Type-checked by `pnpm --filter @ferry/bff openapi:check` against the client types openapi-typescript
// generates from the BFF's OpenAPI document: a client written from the document must be able to
// send the requests the widget sends and read the answers the BFF gives. Both are the JSON on the
// wire, so the real shapes are @ferry/order-api's schemas' inputs (before amounts become bigints).
import type {
  buildRequestSchema,
  cancelRequestSchema,
  healthResponseSchema,
  orderListResponseSchema,
  paramsResponseSchema,
  quoteQuerySchema,
  quoteResponseSchema,
} from '@ferry/order-api'
import type {
  bffBuildResponseSchema,
  bffOrderSchema,
  buildAttemptSchema,
  widgetConfigSchema,
} from '@ferry/order-api/bff'
import type {
  v1BuildRequestSchema,
  v1ChainListSchema,
  v1OrderSchema,
  v1QuoteRequestSchema,
  v1SubmitRequestSchema,
} from '@ferry/order-api/v1'
import type * as z from 'zod/mini'
import type { paths } from './generated/bffApi.js'

/** Compiles only when every `wire` value is one the generated type accepts. */
type Accepts<generated, wire extends generated> = [generated, wire]

type JsonBody<operation> = operation extends {
  requestBody?: { content: { 'application/json': infer body } }
}
  ? body
  : never
type JsonAnswer<operation, status extends number> = operation extends {
  responses: { [code in status]: { content: { 'application/json': infer body } } }
}
  ? body
  : never
type Query<operation> = operation extends { parameters: { query?: infer query } }
  ? NonNullable<query>
  : never

export type Checked = [
  Accepts<JsonAnswer<paths['/api/config']['get'], 200>, z.input<typeof widgetConfigSchema>>,
  Accepts<JsonAnswer<paths['/api/v2/params']['get'], 200>, z.input<typeof paramsResponseSchema>>,
  Accepts<Query<paths['/api/v2/quote']['get']>, z.input<typeof quoteQuerySchema>>,
  Accepts<JsonAnswer<paths['/api/v2/quote']['get'], 200>, z.input<typeof quoteResponseSchema>>,
  Accepts<JsonBody<paths['/api/v2/build']['post']>, z.input<typeof buildRequestSchema>>,
  Accepts<JsonAnswer<paths['/api/v2/build']['post'], 200>, z.input<typeof bffBuildResponseSchema>>,
  Accepts<
    JsonAnswer<paths['/api/v2/builds/{buildAttemptId}']['get'], 200>,
    z.input<typeof buildAttemptSchema>
  >,
  Accepts<JsonAnswer<paths['/api/v2/orders']['get'], 200>, z.input<typeof orderListResponseSchema>>,
  Accepts<
    JsonAnswer<paths['/api/v2/orders/{orderId}']['get'], 200>,
    z.input<typeof bffOrderSchema>
  >,
  Accepts<
    JsonBody<paths['/api/v2/orders/{orderId}/cancel']['post']>,
    z.input<typeof cancelRequestSchema>
  >,
  Accepts<JsonAnswer<paths['/api/v2/health']['get'], 200>, z.input<typeof healthResponseSchema>>,
  Accepts<JsonAnswer<paths['/api/v1/chains']['get'], 200>, z.input<typeof v1ChainListSchema>>,
  Accepts<JsonBody<paths['/api/v1/quotes']['post']>, z.input<typeof v1QuoteRequestSchema>>,
  Accepts<JsonBody<paths['/api/v1/deposit/build']['post']>, z.input<typeof v1BuildRequestSchema>>,
  Accepts<JsonBody<paths['/api/v1/deposit/submit']['put']>, z.input<typeof v1SubmitRequestSchema>>,
  Accepts<
    JsonAnswer<paths['/api/v1/orders/by-id/{orderId}']['get'], 200>,
    z.input<typeof v1OrderSchema>
  >,
]
