import { expect, test } from 'vitest'
import { priceTradeRoute } from './priceTradeRoute.js'
import { tradeRouteSpecs } from './tradeRoutes.js'

const usd = (dollars: bigint) => dollars * 100_000_000n
const usdc = { decimals: 6, usdPrice: usd(1n) }
const eth = { decimals: 18, usdPrice: usd(3000n) }
const common = { flatFeeUsd: usd(1n) / 10n, operatorBps: 10, commissionBps: 0 }

test('exact input between stables: flat fee and bps off the input, then the 0.9995 rate', () => {
  const price = priceTradeRoute({
    ...common,
    spec: tradeRouteSpecs.Native,
    tradeType: 'EXACT_INPUT',
    amount: 100_000_000n,
    src: usdc,
    dst: usdc,
  })!
  // 100 − 0.10 flat = 99.90; − 10 bps (0.0999) = 99.8001; × 0.9995 = 99.75019995 → 99.750199.
  expect(price.terms.flatFee).toBe(100_000n)
  expect(price.amountOut).toBe(99_750_199n)
})

test('between tokens of different decimals the rate carries both prices: 0.01 ETH is about 30 USDC', () => {
  const price = priceTradeRoute({
    ...common,
    spec: tradeRouteSpecs.Native,
    tradeType: 'EXACT_INPUT',
    amount: 10n ** 16n,
    src: eth,
    dst: usdc,
  })!
  expect(price.terms.flatFee).toBe(33_333_333_333_334n) // 0.10 USD of ETH, rounded up
  expect(price.amountOut).toBeGreaterThan(29_800_000n)
  expect(price.amountOut).toBeLessThan(30_000_000n)
})

test('exact output: the native search and the adaptive search both reach the asked amount with the least input', () => {
  for (const spec of [tradeRouteSpecs.Native, tradeRouteSpecs.ExternalC]) {
    const price = priceTradeRoute({
      ...common,
      spec,
      tradeType: 'EXACT_OUTPUT',
      amount: 10n ** 16n,
      src: usdc,
      dst: eth,
    })!
    expect(price.amountOut).toBeGreaterThanOrEqual(10n ** 16n)
    const less = priceTradeRoute({
      ...common,
      spec,
      tradeType: 'EXACT_INPUT',
      amount: price.amountIn - 1n,
      src: usdc,
      dst: eth,
    })
    expect(less === undefined || less.amountOut < 10n ** 16n).toBe(true)
  }
})

test('below 1 USD or above 1,000,000 USD published the route does not quote', () => {
  const at = (amount: bigint) =>
    priceTradeRoute({
      ...common,
      spec: tradeRouteSpecs.Native,
      tradeType: 'EXACT_INPUT',
      amount,
      src: usdc,
      dst: usdc,
    })
  expect(at(1_000_000n)).toBeUndefined()
  expect(at(2_000_000n)).toBeDefined()
  expect(at(2_000_000_000_000n)).toBeUndefined()
})

test('external routes charge no service fees; ExternalA pays more than the native route', () => {
  const price = (spec: (typeof tradeRouteSpecs)[keyof typeof tradeRouteSpecs]) =>
    priceTradeRoute({
      ...common,
      spec,
      tradeType: 'EXACT_INPUT',
      amount: 100_000_000n,
      src: usdc,
      dst: usdc,
    })!
  expect(price(tradeRouteSpecs.ExternalA).terms).toEqual({
    flatFee: 0n,
    operatorBps: 0,
    commissionBps: 0,
  })
  expect(price(tradeRouteSpecs.ExternalA).amountOut).toBeGreaterThan(
    price(tradeRouteSpecs.Native).amountOut,
  )
})
