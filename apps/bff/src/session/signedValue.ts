import { createHmac, timingSafeEqual } from 'node:crypto'

/** The HMAC-SHA256 of a value under the session secret, as hex. */
export function macOf(parameters: { secret: string; purpose: string; value: string }): string {
  return createHmac('sha256', parameters.secret)
    .update(`${parameters.purpose}\n${parameters.value}`)
    .digest('hex')
}

/** Compares two MACs in constant time; different lengths are simply unequal. */
export function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
