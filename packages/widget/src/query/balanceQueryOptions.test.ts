import { expect, test } from 'vitest'
import type { Config } from 'wagmi'
import { balanceQueryOptions } from './balanceQueryOptions.js'
import { ferryKeys } from './queries.js'

const wagmiConfig = {} as Config
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test("a balance query's key is the widget's, in lower case, and it runs only for an EVM token with an account", () => {
  const evm = balanceQueryOptions({
    wagmiConfig,
    token: { chainId: 1, token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
    account,
  })
  expect(evm.queryKey).toEqual([
    'ferry',
    'balance',
    1,
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    account.toLowerCase(),
  ])
  expect(evm.enabled).toBe(true)
  const tron = { chainId: 728126428, token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }
  expect(balanceQueryOptions({ wagmiConfig, token: tron, account }).enabled).toBe(false)
  expect(balanceQueryOptions({ wagmiConfig, token: undefined, account }).enabled).toBe(false)
})

test('every balance key starts with the prefix a swap invalidates', () => {
  const key = balanceQueryOptions({
    wagmiConfig,
    token: { chainId: 8453, token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    account,
  }).queryKey
  expect(key.slice(0, ferryKeys.balances().length)).toEqual([...ferryKeys.balances()])
  expect(ferryKeys.balances()).toEqual(['ferry', 'balance'])
})
