export {
  isV1NativeToken as isNativeTokenAddress,
  V1_NATIVE_TOKEN_ADDRESS as NATIVE_TOKEN_ADDRESS,
} from '@ferry/order-api/v1'

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
