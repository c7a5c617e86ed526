import fc from 'fast-check'
import { expect, test } from 'vitest'
import { PAYOUT_FLAT_FEES, payingMinimum } from './payingMinimum.js'

const BPS = 10_000n
const payoutOf = (deposit: bigint, flatFee: bigint, bps: number) =>
  ((deposit - flatFee) * (BPS - BigInt(bps))) / BPS

test('a minimum that only clears the flat fee becomes one that pays out four flat fees', () => {
  // Ethereum USDC to Arbitrum USDC on the devnet: 0.3 + 0.025 USDC flat, the service's minimum
  // one base unit above it (spec v2: GET /v2/quote, rule 7).
  const offered = payingMinimum({ serviceMinimum: 325_001n, flatFee: 325_000n, bps: 30 })
  expect(payoutOf(offered, 325_000n, 30)).toBeGreaterThanOrEqual(1_300_000n)
  expect(payoutOf(offered - 1n, 325_000n, 30)).toBeLessThan(1_300_000n)
  expect(offered).toBe(1_628_912n)
})

test("a solvers' minimum above it is kept", () => {
  expect(payingMinimum({ serviceMinimum: 5_000_000n, flatFee: 100_000n, bps: 50 })).toBe(5_000_000n)
})

test('without a flat fee (a v1 token) the service minimum is offered as it is', () => {
  expect(payingMinimum({ serviceMinimum: 1_234n, flatFee: 0n, bps: 30 })).toBe(1_234n)
})

test('the offer is the smallest deposit paying out the floor, never below the service minimum', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 1n, max: 10n ** 12n }),
      fc.integer({ min: 0, max: 9_999 }),
      fc.bigInt({ min: 1n, max: 10n ** 13n }),
      (flatFee, bps, serviceMinimum) => {
        const offered = payingMinimum({ serviceMinimum, flatFee, bps })
        expect(offered).toBeGreaterThanOrEqual(serviceMinimum)
        expect(payoutOf(offered, flatFee, bps)).toBeGreaterThanOrEqual(flatFee * PAYOUT_FLAT_FEES)
        if (offered > serviceMinimum)
          expect(payoutOf(offered - 1n, flatFee, bps)).toBeLessThan(flatFee * PAYOUT_FLAT_FEES)
      },
    ),
  )
})
