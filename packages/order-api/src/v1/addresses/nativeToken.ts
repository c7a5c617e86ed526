/** The address v1 uses for a chain's native token. */
export const V1_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const nativeForms = new Set([
  V1_NATIVE_TOKEN_ADDRESS,
  '0x0000000000000000000000000000000000000000',
  // Solana's system program id.
  '11111111111111111111111111111111',
])

/** Whether a token address names the chain's native token in any of the forms v1 recognises. */
export function isV1NativeToken(address: string): boolean {
  return nativeForms.has(address.toLowerCase()) || nativeForms.has(address)
}
