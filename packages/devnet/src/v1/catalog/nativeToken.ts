/** The v1 API's address of a chain's native token (v1 spec, Token object). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/** Also recognised as native on EVM chains. */
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
/** Also recognised as native on Solana. */
export const SOLANA_NATIVE_ADDRESS = '11111111111111111111111111111111'

/** Whether an address names a chain's native token in any of the forms the v1 API accepts. */
export function isNativeTokenAddress(address: string): boolean {
  const lower = address.toLowerCase()
  return (
    lower === NATIVE_TOKEN_ADDRESS || lower === ZERO_ADDRESS || address === SOLANA_NATIVE_ADDRESS
  )
}

/** The native currency of each anvil spoke chain, priced in 8-decimal USD (fixed). */
export const nativeCurrencies: Record<
  number,
  { name: string; symbol: string; decimals: 18; usd: bigint }
> = {
  1: { name: 'Ether', symbol: 'ETH', decimals: 18, usd: 3_000_00000000n },
  42161: { name: 'Ether', symbol: 'ETH', decimals: 18, usd: 3_000_00000000n },
  8453: { name: 'Ether', symbol: 'ETH', decimals: 18, usd: 3_000_00000000n },
  137: { name: 'POL', symbol: 'POL', decimals: 18, usd: 25_000000n },
  4663: { name: 'Ether', symbol: 'ETH', decimals: 18, usd: 3_000_00000000n },
}
