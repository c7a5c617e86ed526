import { parseTronAddress } from '@ferry/order-api'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

/** A devnet TRON account: its secp256k1 key and its address (0x41 + keccak of the key, base58check). */
export type TronAccount = { privateKey: string; address: string; hex41: string }

/** The TRON address of an uncompressed or compressed secp256k1 public key. */
export function tronAddressOfPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false)
  const hash = keccak_256(uncompressed.slice(1))
  return parseTronAddress(`41${bytesToHex(hash.slice(12))}`).base58
}

/** The account of a private key given as 64 hex characters. */
export function tronAccountOf(privateKey: string): TronAccount {
  const key = privateKey.replace(/^0x/, '')
  const address = tronAddressOfPublicKey(secp256k1.getPublicKey(hexToBytes(key)))
  return { privateKey: key, address, hex41: parseTronAddress(address).hex41 }
}

/** A deterministic devnet key for a label: the same accounts on every start. */
export function tronAccountFor(label: string): TronAccount {
  return tronAccountOf(bytesToHex(keccak_256(new TextEncoder().encode(`ferry-tron:${label}`))))
}

/**
 * Signs a transaction id as TRON wallets do: 65 bytes r ‖ s ‖ v, v = 27 + recovery, over the
 * txID itself (already the sha256 of the raw data; no second hash).
 */
export function signTronTxId(parameters: { txId: string; privateKey: string }): string {
  const recovered = secp256k1.sign(hexToBytes(parameters.txId), hexToBytes(parameters.privateKey), {
    prehash: false,
    format: 'recovered',
  })
  const v = 27 + (recovered[0] ?? 0)
  return `${bytesToHex(recovered.slice(1))}${v.toString(16)}`
}

/** The address that signed `txId`, or undefined when the signature is malformed. */
export function recoverTronSigner(parameters: {
  txId: string
  signature: string
}): string | undefined {
  const signature = parameters.signature.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{130}$/.test(signature)) return undefined
  const v = Number.parseInt(signature.slice(128), 16)
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return undefined
  const recovered = new Uint8Array(65)
  recovered[0] = recovery
  recovered.set(hexToBytes(signature.slice(0, 128)), 1)
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, hexToBytes(parameters.txId), {
      prehash: false,
    })
    return tronAddressOfPublicKey(publicKey)
  } catch {
    return undefined
  }
}
