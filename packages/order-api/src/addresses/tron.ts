import { InvalidAddressError } from '../errors/address.js'
import { decodeBase58check, encodeBase58check } from './base58check.js'

const hex41Pattern = /^(?:0x)?41[0-9a-fA-F]{40}$/
const base58Pattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/

export type TronAddress = {
  /** Base58check form, the chain's display form: `T…`. */
  base58: string
  /** Hex form with the 0x41 prefix byte, lowercase, no `0x`: `41…`. */
  hex41: string
}

/** What `parseTronAddress` throws. */
export type ParseTronAddressErrorType = InvalidAddressError

/**
 * Parses a TRON address given as base58check or as hex41; the checksum is verified.
 *
 * @example
 * parseTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').hex41
 * // '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'
 */
export function parseTronAddress(address: string): TronAddress {
  if (hex41Pattern.test(address)) {
    const hex41 = address.replace(/^0x/, '').toLowerCase()
    return { hex41, base58: encodeBase58check(`0x${hex41}`) }
  }
  if (base58Pattern.test(address)) {
    let payload: string
    try {
      payload = decodeBase58check(address)
    } catch (cause) {
      throw new InvalidAddressError({ address, family: 'tron', reason: 'bad checksum', cause })
    }
    if (!/^0x41[0-9a-f]{40}$/.test(payload))
      throw new InvalidAddressError({ address, family: 'tron', reason: 'not a TRON account' })
    return { base58: address, hex41: payload.slice(2) }
  }
  throw new InvalidAddressError({ address, family: 'tron' })
}

/**
 * Whether `address` is a TRON address in either accepted form, with a valid checksum.
 *
 * @example
 * isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t') // true
 * isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u') // false (checksum)
 */
export function isTronAddress(address: string): boolean {
  try {
    parseTronAddress(address)
    return true
  } catch {
    return false
  }
}
