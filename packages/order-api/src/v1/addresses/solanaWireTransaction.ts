import { base64 } from '@scure/base'

/** A Solana transaction fits one network packet: at most 1232 bytes on the wire. */
export const SOLANA_MAX_TRANSACTION_BYTES = 1232

/**
 * Whether base64 text holds a serialized Solana transaction: a compact-u16 count of signatures
 * (at least one), that many 64-byte signatures, then a message (legacy or versioned) whose header
 * asks for exactly that many signers; at most 1232 bytes. It checks the shape only, not the
 * signatures: a submit's `signedTransaction` is refused here before it reaches the service.
 */
export function isSolanaWireTransaction(text: string): boolean {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(text)
  } catch {
    return false
  }
  if (bytes.length > SOLANA_MAX_TRANSACTION_BYTES) return false
  const signatures = bytes[0] ?? 0
  // One byte of compact-u16 covers 1 to 127; 1232 bytes hold at most 19 signatures anyway.
  if (signatures === 0 || signatures >= 0x80) return false
  let offset = 1 + 64 * signatures
  const prefix = bytes[offset]
  if (prefix === undefined) return false
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  if (prefix & 0x80) offset += 1
  const requiredSigners = bytes[offset]
  // The rest of the header (2 bytes), at least one account key and the blockhash follow.
  return requiredSigners === signatures && bytes.length >= offset + 3 + 1 + 32 + 32
}
