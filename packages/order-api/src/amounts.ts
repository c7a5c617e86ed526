import { AmountError } from './errors/AmountError.js'

export type ParseAmountParameters = {
  /** Decimal text as a person types it: `12`, `12.5`, `.5`. */
  text: string
  /** The token's decimals on its chain, from params. */
  decimals: number
  /** Accept `0` (default false: an amount to trade must be positive). */
  allowZero?: boolean
}

/** What `parseAmount` throws. */
export type ParseAmountErrorType = AmountError

/**
 * Decimal text to base units, exactly: no floats, no rounding. Refuses empty text, signs,
 * exponents, separators and more fraction digits than the token has.
 *
 * @example parseAmount({ text: '12.5', decimals: 6 }) // 12500000n
 */
export function parseAmount({ text, decimals, allowZero = false }: ParseAmountParameters): bigint {
  const trimmed = text.trim()
  if (trimmed === '') throw new AmountError({ reason: 'empty', text })
  if (trimmed.startsWith('-')) throw new AmountError({ reason: 'negative', text })
  if (/^[\d.]*[eE]/.test(trimmed)) throw new AmountError({ reason: 'exponent', text })
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed)
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    throw new AmountError({ reason: 'not_a_number', text })
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals)
    throw new AmountError({ reason: 'too_many_decimals', text, decimals })
  const value = BigInt(`${whole || '0'}${significant.padEnd(decimals, '0')}`)
  if (value === 0n && !allowZero) throw new AmountError({ reason: 'zero', text })
  return value
}

export type FormatAmountParameters = {
  amount: bigint
  decimals: number
  /** Cut the fraction to at most this many digits, truncating (never rounding up). */
  maxFractionDigits?: number
}

/**
 * Base units to decimal text, without trailing zeros. With `maxFractionDigits` the fraction is
 * truncated, so a displayed amount is never more than the real one.
 *
 * @example formatAmount({ amount: 12345678n, decimals: 6, maxFractionDigits: 2 }) // '12.34'
 */
export function formatAmount({
  amount,
  decimals,
  maxFractionDigits,
}: FormatAmountParameters): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  let fraction = digits.slice(digits.length - decimals)
  if (maxFractionDigits !== undefined) fraction = fraction.slice(0, maxFractionDigits)
  fraction = fraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * `amount * bps / 10 000`, rounded down.
 *
 * @example
 * applyBps({ amount: 1_000_000n, bps: 25 }) // 2500n
 */
export function applyBps({ amount, bps }: { amount: bigint; bps: number }): bigint {
  return (amount * BigInt(bps)) / 10_000n
}

/**
 * Basis points as percentage text: 30 → `0.3%`.
 *
 * @example
 * formatBps(30) // '0.3%'
 */
export function formatBps(bps: number): string {
  return `${formatAmount({ amount: BigInt(bps), decimals: 2 })}%`
}
