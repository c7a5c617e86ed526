import { expect, test } from 'vitest'
import { en } from '../i18n/en.js'
import { es } from '../i18n/es.js'
import { localize } from '../i18n/useMessages.js'
import { zhCN } from '../i18n/zhCN.js'
import { formatUsdValue } from './formatUsdValue.js'

const { formatUsd } = localize('en', en)
const usdc = (amount: bigint, priceUsd: string | undefined) =>
  formatUsdValue({ amount, decimals: 6, priceUsd, formatUsd })

test('an amount at a price, rounded to cents half up from the exact product', () => {
  expect(usdc(25_000000n, '0.9998')).toBe('≈ $25.00') // 24.995
  expect(usdc(24_900000n, '1.0001')).toBe('≈ $24.90') // 24.90249
  const ether = (amount: bigint) =>
    formatUsdValue({ amount, decimals: 18, priceUsd: '3000.5', formatUsd })
  expect(ether(5n * 10n ** 16n)).toBe('≈ $150.03') // 150.025
  // 1710.285 exactly; as floats, 0.57 * 3000.5 is 1710.2849999999999 and shows $1,710.28.
  expect(ether(57n * 10n ** 16n)).toBe('≈ $1,710.29')
  expect(usdc(1_234_567_891_000000n, '1')).toBe('≈ $1,234,567,891.00')
})

test('a worth that would round to nothing reads "< $0.01", half a cent rounds up to it', () => {
  expect(usdc(1000n, '1')).toBe('< $0.01')
  expect(usdc(4999n, '1')).toBe('< $0.01')
  expect(usdc(5000n, '1')).toBe('≈ $0.01')
})

test('nothing without a price, an amount, a usable price, or with a price of zero: never "$0.00"', () => {
  expect(usdc(25_000000n, undefined)).toBeUndefined()
  expect(formatUsdValue({ amount: undefined, decimals: 6, priceUsd: '1', formatUsd })).toBe(
    undefined,
  )
  expect(usdc(0n, '1')).toBeUndefined()
  expect(usdc(25_000000n, '0')).toBeUndefined()
  expect(usdc(25_000000n, '0.000')).toBeUndefined()
  expect(usdc(25_000000n, '1e3')).toBeUndefined()
})

test('written the locale’s way', () => {
  const amount = 1234_567800n
  expect(formatUsdValue({ amount, decimals: 6, priceUsd: '1', formatUsd })).toBe('≈ $1,234.57')
  expect(
    formatUsdValue({ amount, decimals: 6, priceUsd: '1', formatUsd: localize('es', es).formatUsd }),
  ).toBe('≈ 1234,57\u00a0US$')
  expect(
    formatUsdValue({
      amount,
      decimals: 6,
      priceUsd: '1',
      formatUsd: localize('zh-CN', zhCN).formatUsd,
    }),
  ).toBe('≈ US$1,234.57')
})
