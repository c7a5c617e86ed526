import {
  type AmountError,
  createOrderClient,
  type InvalidAddressError,
  type OrderApiError,
  type OrderApiOperation,
  type OrderClientErrorType,
  type OrderListResponse,
  type ParseAmountErrorType,
  type ParseTronAddressErrorType,
  parseAmount,
  parseTronAddress,
  type QuoteResponse,
  type ResponseInfo,
  type TRON_CHAIN_ID,
  type TronAddress,
  withRetry,
} from '@ferry/order-api'
import { describe, expectTypeOf, test } from 'vitest'

describe('@ferry/order-api', () => {
  test('the client takes one parameters object; each method resolves to its validated type', () => {
    const client = createOrderClient({ baseUrl: 'https://bff.example/api' })
    expectTypeOf(createOrderClient).parameter(0).toHaveProperty('baseUrl').toEqualTypeOf<string>()
    expectTypeOf(client.getQuote).returns.resolves.toEqualTypeOf<QuoteResponse>()
    expectTypeOf(client.listOrders).returns.resolves.toEqualTypeOf<OrderListResponse>()
    expectTypeOf(client.listOrderPages).returns.toEqualTypeOf<AsyncGenerator<OrderListResponse>>()
    // The client has no transport internals on it: only the API's methods.
    expectTypeOf<keyof typeof client>().toEqualTypeOf<
      | 'getParams'
      | 'getQuote'
      | 'build'
      | 'listOrders'
      | 'listOrderPages'
      | 'getOrder'
      | 'cancelOrder'
      | 'getHealth'
    >()
  })

  test('onResponse sees the v2 operation names, and the error union starts with OrderApiError', () => {
    expectTypeOf<ResponseInfo['operation']>().toEqualTypeOf<OrderApiOperation>()
    expectTypeOf<OrderApiError>().toExtend<OrderClientErrorType>()
  })

  test('the helpers declare what they throw beside them', () => {
    expectTypeOf(parseAmount).returns.toEqualTypeOf<bigint>()
    expectTypeOf<ParseAmountErrorType>().toEqualTypeOf<AmountError>()
    expectTypeOf(parseTronAddress).returns.toEqualTypeOf<TronAddress>()
    expectTypeOf<ParseTronAddressErrorType>().toEqualTypeOf<InvalidAddressError>()
  })

  test('the chain ids are literal types', () => {
    expectTypeOf<typeof TRON_CHAIN_ID>().toEqualTypeOf<728126428>()
  })

  test('withRetry resolves to what run resolves to', () => {
    const run = async () => 42 as const
    expectTypeOf(withRetry({ run, operation: 'quote' })).resolves.toEqualTypeOf<42>()
  })
})
