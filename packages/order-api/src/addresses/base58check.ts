import { type Hex, sha256 } from 'viem'

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The first 4 bytes of the double SHA-256, as hex without `0x`. */
const checksumOf = (payload: Hex) => sha256(sha256(payload)).slice(2, 10)

/*
 * Base58check for TRON addresses, in a few lines over BigInt: it runs in the widget's first load,
 * where @scure/base would cost about a kilobyte gzip (the lazy v1 addresses still use it). Inputs
 * are addresses, so the quadratic BigInt conversion stays tiny; longer text is refused.
 */

/** Base58 of `payload` followed by its 4-byte checksum. */
export function encodeBase58check(payload: Hex): string {
  const hex = payload.slice(2) + checksumOf(payload)
  let value = BigInt(`0x${hex}`)
  let text = ''
  for (; value > 0n; value /= 58n) text = alphabet[Number(value % 58n)] + text
  for (let at = 0; hex.startsWith('00', at); at += 2) text = `1${text}`
  return text
}

/** The payload of a base58check text; throws on a foreign character or a bad checksum. */
export function decodeBase58check(text: string): Hex {
  if (text.length > 128) throw new Error('base58check text too long')
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) throw new Error(`"${char}" is not a base58 character`)
    value = value * 58n + BigInt(digit)
  }
  const digits = value === 0n ? '' : value.toString(16)
  const leadingZeros = text.length - text.replace(/^1+/, '').length
  const hex = '00'.repeat(leadingZeros) + (digits.length % 2 ? '0' : '') + digits
  if (hex.length < 8) throw new Error('base58check text too short')
  const payload: Hex = `0x${hex.slice(0, -8)}`
  if (checksumOf(payload) !== hex.slice(-8)) throw new Error('bad base58check checksum')
  return payload
}
