import { isV1NativeToken } from '@ferry/order-api/v1'

/**
 * One key per token of the picker, whichever interface lists it: the chain and the address, EVM
 * hex in any case, every written form of a chain's native token alike. Base58 (TRON, Solana) is
 * case-sensitive and kept as written.
 */
export function pickerTokenKey(token: { chainId: number; token: string }): string {
  const { chainId, token: address } = token
  if (isV1NativeToken(address)) return `${chainId}:native`
  return `${chainId}:${/^0x/i.test(address) ? address.toLowerCase() : address}`
}
