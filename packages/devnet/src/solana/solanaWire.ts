import {
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** A JSON-RPC 2.0 error with its code (Solana's own codes where it has one). */
export class SolanaRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export const invalidParams = (message: string) =>
  new SolanaRpcError(-32602, `Invalid params: ${message}`)

/** Transactions are at most 1232 bytes on the wire; 1644 base58 characters encode that much. */
const MAX_WIRE_CHARS = 1644

/**
 * A wire transaction from its text (`base64`, or `base58`, the RPC's old default), decoded.
 * Malformed text or bytes that are no transaction throw `Invalid params`.
 */
export function decodeWireTransaction(text: unknown, encoding: unknown = 'base58'): Transaction {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_WIRE_CHARS)
    throw invalidParams('the transaction must be a non-empty string of at most 1232 bytes')
  if (encoding !== 'base64' && encoding !== 'base58')
    throw invalidParams(`unsupported encoding ${String(encoding)}: use base64 or base58`)
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(
      encoding === 'base64' ? decodeStrictBase64(text) : getBase58Encoder().encode(text),
    )
  } catch {
    throw invalidParams(`the transaction is not valid ${encoding}`)
  }
  try {
    return getTransactionDecoder().decode(bytes) as Transaction
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
  }
}

const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function decodeStrictBase64(text: string) {
  if (!base64Pattern.test(text)) throw new Error('not base64')
  return getBase64Encoder().encode(text)
}

/**
 * JSON with u64 values as bare numbers, as Solana's RPC writes them (a client such as
 * `@solana/kit` reads them back as bigints, so no value above 2^53 loses precision).
 */
export function stringifyWithBigInts(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    typeof item === 'bigint' ? `__u64__${item.toString()}` : item,
  ).replace(/"__u64__(\d+)"/g, '$1')
}
