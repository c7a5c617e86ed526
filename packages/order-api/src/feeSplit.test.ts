import fc from 'fast-check'
import { expect, test } from 'vitest'
import { fromHubAmount, hubScale, splitFees, toHubAmount } from './feeSplit.js'

test('the golden split: 100 USDC with a 0.35 flat fee, 10 bps service and 25 bps commission', () => {
  expect(
    splitFees({ amount: 100_000_000n, flatFee: 350_000n, operatorBps: 10, commissionBps: 25 }),
  ).toEqual({
    remainder: 99_650_000n,
    serviceFee: 99_650n,
    commission: 249_125n,
    published: 99_301_225n,
  })
  // The devnet's Ethereum → Base quote: flat 0.30 + 0.025.
  expect(
    splitFees({ amount: 100_000_000n, flatFee: 325_000n, operatorBps: 10, commissionBps: 25 }),
  ).toEqual({
    remainder: 99_675_000n,
    serviceFee: 99_675n,
    commission: 249_187n,
    published: 99_326_138n,
  })
})

test('a deposit at or below the flat fee leaves nothing, and nothing is charged on it', () => {
  expect(
    splitFees({ amount: 325_000n, flatFee: 325_000n, operatorBps: 10, commissionBps: 25 }),
  ).toEqual({
    remainder: 0n,
    serviceFee: 0n,
    commission: 0n,
    published: 0n,
  })
})

test('property: the flat fee, both percentage fees and what is published add up to the deposit', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fc.integer({ min: 0, max: 9_999 }),
      fc.integer({ min: 0, max: 9_999 }),
      (amount, flatFee, operatorBps, rawCommission) => {
        // The service refuses terms at or above 100% (spec: Authentication).
        const commissionBps = Math.min(rawCommission, 9_999 - operatorBps)
        const split = splitFees({ amount, flatFee, operatorBps, commissionBps })
        const charged = amount > flatFee ? flatFee : amount
        expect(charged + split.serviceFee + split.commission + split.published).toBe(amount)
        expect(split.published >= 0n).toBe(true)
        // Each percentage fee is its share rounded down: never more, less by under one unit.
        expect(split.serviceFee * 10_000n <= split.remainder * BigInt(operatorBps)).toBe(true)
        expect((split.serviceFee + 1n) * 10_000n > split.remainder * BigInt(operatorBps)).toBe(true)
        expect(split.commission * 10_000n <= split.remainder * BigInt(commissionBps)).toBe(true)
      },
    ),
    { numRuns: 500 },
  )
})

test('a deposit one unit larger can publish one unit less: each percentage fee rounds down on its own', () => {
  // fast-check found this in CI: both fees step up by one unit on the larger deposit.
  const terms = { flatFee: 350_000n, operatorBps: 1202, commissionBps: 3730 }
  const smaller = splitFees({ amount: 430_521_471_356_372n, ...terms })
  const larger = splitFees({ amount: 430_521_471_356_373n, ...terms })
  expect(larger.serviceFee - smaller.serviceFee).toBe(1n)
  expect(larger.commission - smaller.commission).toBe(1n)
  expect(larger.published).toBe(smaller.published - 1n)
})

test('property: a larger deposit never publishes more than one base unit less', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 15n }),
      fc.bigInt({ min: 1n, max: 10n ** 9n }),
      fc.integer({ min: 0, max: 5_000 }),
      fc.integer({ min: 0, max: 4_999 }),
      (amount, more, operatorBps, commissionBps) => {
        const terms = { flatFee: 350_000n, operatorBps, commissionBps }
        const smaller = splitFees({ amount, ...terms }).published
        const larger = splitFees({ amount: amount + more, ...terms }).published
        // Two floors lose under one unit each, so the loss is at most one unit in total.
        expect(larger >= smaller - 1n).toBe(true)
        // Above the flat fee, an extra that outweighs both roundings always publishes more.
        if (amount >= terms.flatFee && more >= 2n * 10_000n) expect(larger > smaller).toBe(true)
      },
    ),
    { numRuns: 1_000 },
  )
})

test('hub amounts carry 18 decimals whatever the token has', () => {
  expect(hubScale(6)).toBe(10n ** 12n)
  expect(hubScale(18)).toBe(1n)
  expect(toHubAmount({ amount: 325_000n, decimals: 6 })).toBe(325_000_000_000_000_000n)
  expect(fromHubAmount({ hubAmount: 325_000_000_000_000_001n, decimals: 6 })).toBe(325_000n)
  expect(fromHubAmount({ hubAmount: 325_000_000_000_000_001n, decimals: 6, rounding: 'up' })).toBe(
    325_001n,
  )
  expect(() => hubScale(19)).toThrowError(/from 0 to 18/)
  expect(() => hubScale(6.5)).toThrowError(/from 0 to 18/)
})

test('property: a source amount survives the trip to hub units and back', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 30n }),
      fc.integer({ min: 0, max: 18 }),
      (amount, decimals) => {
        const hubAmount = toHubAmount({ amount, decimals })
        expect(fromHubAmount({ hubAmount, decimals })).toBe(amount)
        expect(fromHubAmount({ hubAmount, decimals, rounding: 'up' })).toBe(amount)
      },
    ),
  )
})
