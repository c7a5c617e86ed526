/**
 * A fresh random uint256 from the platform's CSPRNG: a build's nonce, and each cancel attempt's
 * (a reused cancel nonce is rejected: spec, POST /v2/orders/{orderId}/cancel).
 *
 * @example
 * const nonce = randomUint256() // 0n ≤ nonce < 2n ** 256n
 */
export function randomUint256(): bigint {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}
