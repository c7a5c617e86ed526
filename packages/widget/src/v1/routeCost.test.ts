import { expect, test } from 'vitest'
import { routeCostMicroUsd } from './routeCost.js'

const usdc = { decimals: 6, priceUsd: '0.9998' }
const eth = { decimals: 18, priceUsd: '3000' }

test('a route costs what is paid less what is received, plus its network fee, in micro-dollars', () => {
  const route = { amountIn: 100_000_000n, amountOut: 99_500_000n, networkFee: 10n ** 14n }
  // 99.98 − 99.4801 + 0.3 (0.0001 ETH at 3000)
  expect(routeCostMicroUsd({ route, pay: usdc, receive: usdc, native: eth })).toBe(799_900n)
})

test('a route that states no network fee counts none; an unknown price leaves the cost unknown', () => {
  const route = { amountIn: 100_000_000n, amountOut: 99_500_000n, networkFee: undefined }
  expect(routeCostMicroUsd({ route, pay: usdc, receive: usdc, native: undefined })).toBe(499_900n)
  const withFee = { ...route, networkFee: 1n }
  expect(routeCostMicroUsd({ route: withFee, pay: usdc, receive: usdc, native: undefined })).toBe(
    undefined,
  )
  const unpriced = { decimals: 6, priceUsd: undefined }
  expect(routeCostMicroUsd({ route, pay: unpriced, receive: usdc, native: eth })).toBe(undefined)
})
