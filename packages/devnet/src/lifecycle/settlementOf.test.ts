import { expect, test } from 'vitest'
import { pendingOrderRow } from '../../test/inProcessService.js'
import { settlementOf } from './settlementOf.js'

// 20 USDC, flat fee 0.325, 10 bps service fee, 25 bps commission, rate 0.9995.
const row = pendingOrderRow()

test('a full fill pays out the remainder less its percentage fees at the rate, and refunds nothing', () => {
  // remainder 19.675; fees 0.019675 + 0.0491875 (floored to units); published 19.606138.
  expect(settlementOf({ ...row, filledBps: 10_000 })).toEqual({
    payout: 19_596_334n,
    refund: 0n,
    accruedFee: 325_000n + 19_675n + 49_187n,
  })
})

test('a 60% fill refunds the unfilled 40% of the remainder whole; the flat fee is kept', () => {
  const { payout, refund, accruedFee } = settlementOf({ ...row, filledBps: 6_000 })
  expect(refund).toBe(7_870_000n)
  expect(accruedFee).toBe(325_000n + 11_805n + 29_512n)
  expect(payout).toBe(11_757_801n)
})

test('nothing filled: the whole remainder goes back, only the flat fee is kept', () => {
  expect(settlementOf({ ...row, filledBps: 0 })).toEqual({
    payout: 0n,
    refund: 19_675_000n,
    accruedFee: 325_000n,
  })
})
