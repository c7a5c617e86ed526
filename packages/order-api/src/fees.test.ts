import { expect, test } from 'vitest'
import { params, quote } from '../test/fixtures.js'
import { displayRate, feeBreakdown } from './index.js'

test('a quote splits into flat fee, service fee, commission and what is received', () => {
  const fees = feeBreakdown({ params, quote })
  expect(fees).toMatchObject({
    spend: 100_000_000n,
    flatFee: 350_000n, // 0.30 deposit fee on Ethereum + 0.05 withdraw fee on Base
    serviceFee: 99_650n, // 10 bps of 99.65
    commission: 249_125n, // 25 bps of 99.65
    published: 99_301_225n,
    receive: 99_251_574n,
    protocolFee: 449_650n,
  })
  // The parts add up to the deposit.
  expect(fees.flatFee + fees.serviceFee + fees.commission + fees.published).toBe(fees.spend)
})

test('without a flat fee in the terms, the token fees of params are used', () => {
  const unsigned = {
    ...quote,
    build: { ...quote.build, terms: { ...quote.build.terms, flatFee: '0' } },
  }
  expect(feeBreakdown({ params, quote: unsigned }).flatFee).toBe(350_000n)
})

test('the displayed rate comes from spend and receive, truncated', () => {
  expect(displayRate({ quote })).toBe('0.992515')
  expect(displayRate({ quote, fractionDigits: 2 })).toBe('0.99')
})
