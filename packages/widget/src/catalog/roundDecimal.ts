import { formatAmount } from '@ferry/order-api'

/**
 * Decimal text (digits, an optional `.` and fraction) rounded half up to at most `fractionDigits`
 * digits after the point, trailing zeros dropped: `roundDecimal('0.016666666666666666', 6)` is
 * `'0.016667'`. Exact: the digits are never read as a float.
 */
export function roundDecimal(text: string, fractionDigits: number): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  const whole = match?.[1] ?? ''
  const fraction = match?.[2] ?? ''
  if (whole + fraction === '') throw new Error(`"${text}" is not decimal text`)
  const kept = BigInt(`${whole}${fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')}`)
  const roundUp = (fraction[fractionDigits] ?? '0') >= '5'
  return formatAmount({ amount: kept + (roundUp ? 1n : 0n), decimals: fractionDigits })
}
