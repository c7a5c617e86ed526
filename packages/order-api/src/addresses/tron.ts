import { createBase58check } from '@scure/base'
import { bytesToHex, hexToBytes, sha256 } from 'viem'
import { InvalidAddressError } from '../errors/address.js'

const base58check = createBase58check((data: Uint8Array) => sha256(data, 'bytes'))
const hex41Pattern = /^(?:0x)?41[0-9a-fA-F]{40}$/
const base58Pattern = /^T[1-9A-HJ-NP-Za-km-z]{33}$/

export type TronAddress = {
  /** Base58check form, the chain's display form: `T…`. */
  base58: string
  /** Hex form with the 0x41 prefix byte, lowercase, no `0x`: `41…`. */
  hex41: string
}

/** Parses a TRON address given as base58check or as hex41; the checksum is verified. */
export function parseTronAddress(address: string): TronAddress {
  if (hex41Pattern.test(address)) {
    const hex41 = address.replace(/^0x/, '').toLowerCase()
    return { hex41, base58: base58check.encode(hexToBytes(`0x${hex41}`)) }
  }
  if (base58Pattern.test(address)) {
    let bytes: Uint8Array
    try {
      bytes = base58check.decode(address)
    } catch (cause) {
      throw new InvalidAddressError({ address, family: 'tron', reason: 'bad checksum', cause })
    }
    if (bytes.length !== 21 || bytes[0] !== 0x41)
      throw new InvalidAddressError({ address, family: 'tron', reason: 'not a TRON account' })
    return { base58: address, hex41: bytesToHex(bytes).slice(2) }
  }
  throw new InvalidAddressError({ address, family: 'tron' })
}

/** Whether `address` is a TRON address in either accepted form, with a valid checksum. */
export function isTronAddress(address: string): boolean {
  try {
    parseTronAddress(address)
    return true
  } catch {
    return false
  }
}
