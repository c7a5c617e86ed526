import {
  ARBITRUM_CHAIN_ID,
  BASE_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import { expect, test } from 'vitest'
import { v2ArrivalEstimate } from './v2ArrivalEstimate.js'

test('a deposit on a fast chain arrives in about a minute', () => {
  expect(v2ArrivalEstimate({ chainId: BASE_CHAIN_ID })).toBe(60)
  expect(v2ArrivalEstimate({ chainId: ARBITRUM_CHAIN_ID })).toBe(60)
})

test("Ethereum's and TRON's confirmations are counted in", () => {
  expect(v2ArrivalEstimate({ chainId: ETHEREUM_CHAIN_ID })).toBe(225)
  expect(v2ArrivalEstimate({ chainId: TRON_CHAIN_ID })).toBe(105)
})
