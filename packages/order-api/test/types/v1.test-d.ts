import type { TRON_CHAIN_ID as v2TronChainId } from '@ferry/order-api'
import {
  createV1Client,
  type TRON_CHAIN_ID,
  type V1_NATIVE_TOKEN_ADDRESS,
  type V1Chain,
  type V1DepositPlan,
  type V1Operation,
  type V1QuoteStreamLine,
  type V1ResponseInfo,
} from '@ferry/order-api/v1'
import { isValidV1AddressForChain, type V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1/addresses'
import { describe, expectTypeOf, test } from 'vitest'

describe('@ferry/order-api/v1', () => {
  test('the v1 client takes no key and resolves to v1 types', () => {
    expectTypeOf(createV1Client).parameter(0).not.toHaveProperty('apiKey')
    const v1 = createV1Client({ baseUrl: 'https://bff.example/api' })
    expectTypeOf(v1.getChains).returns.resolves.toEqualTypeOf<V1Chain[]>()
    expectTypeOf(v1.build).returns.resolves.toEqualTypeOf<V1DepositPlan>()
    expectTypeOf(v1.streamQuotes).returns.toEqualTypeOf<AsyncGenerator<V1QuoteStreamLine>>()
    expectTypeOf<V1ResponseInfo['operation']>().toEqualTypeOf<V1Operation>()
  })

  test('TRON has one chain id, the same from . and ./v1', () => {
    expectTypeOf<typeof TRON_CHAIN_ID>().toEqualTypeOf<typeof v2TronChainId>()
    expectTypeOf<
      typeof V1_NATIVE_TOKEN_ADDRESS
    >().toEqualTypeOf<'0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'>()
  })
})

describe('@ferry/order-api/v1/addresses', () => {
  test('the address rules alone, with the ids they need', () => {
    expectTypeOf(isValidV1AddressForChain)
      .parameter(0)
      .toEqualTypeOf<{ chainId: number; address: string }>()
    expectTypeOf<typeof V1_SOLANA_CHAIN_ID>().toEqualTypeOf<20011000000>()
  })
})
