import { bech32, bech32m, createBase58check } from '@scure/base'
import { sha256 } from 'viem'

const base58check = createBase58check((data: Uint8Array) => sha256(data, 'bytes'))

/**
 * Whether `address` is a mainnet Bitcoin address: P2PKH `1…`, P2SH `3…` or SegWit `bc1…`.
 *
 * @example
 * isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq') // true
 */
export function isBitcoinAddress(address: string): boolean {
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)) return isBase58Address(address)
  if (/^(bc1|BC1)[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}$/.test(address)) return isSegwitAddress(address)
  return false
}

function isBase58Address(address: string): boolean {
  try {
    const bytes = base58check.decode(address)
    // Version 0x00 is pay-to-pubkey-hash (1…), 0x05 pay-to-script-hash (3…).
    return bytes.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05)
  } catch {
    return false
  }
}

// BIP-173 and BIP-350: witness version 0 uses bech32 with a 20 or 32 byte program; versions 1 to
// 16 use bech32m with a 2 to 40 byte program.
function isSegwitAddress(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false
  const lower = address.toLowerCase() as `${string}1${string}`
  for (const [codec, isV0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    let decoded: { prefix: string; words: number[] }
    try {
      decoded = codec.decode(lower)
    } catch {
      continue
    }
    if (decoded.prefix !== 'bc' || decoded.words.length === 0) return false
    const [version = -1, ...programWords] = decoded.words
    if (version > 16 || (version === 0) !== isV0) return false
    let program: Uint8Array
    try {
      program = codec.fromWords(programWords)
    } catch {
      return false
    }
    if (version === 0) return program.length === 20 || program.length === 32
    return program.length >= 2 && program.length <= 40
  }
  return false
}
