import { base32 } from '@scure/base'

// StrKey version byte of an ed25519 public key (the `G…` account form): 6 << 3.
const accountVersionByte = 6 << 3

/** CRC16-XModem, the checksum of Stellar's StrKey encoding. */
export function crc16Xmodem(bytes: Uint8Array): number {
  let crc = 0
  for (const byte of bytes) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc
}

/**
 * Whether `address` is a Stellar account id: `G…`, 56 base32 characters, checksum verified.
 *
 * @example
 * isStellarAddress('GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ') // true
 */
export function isStellarAddress(address: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false
  let bytes: Uint8Array
  try {
    bytes = base32.decode(address)
  } catch {
    return false
  }
  if (bytes.length !== 35 || bytes[0] !== accountVersionByte) return false
  const crc = crc16Xmodem(bytes.subarray(0, 33))
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8
}
