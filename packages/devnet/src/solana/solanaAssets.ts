import { isV1NativeToken } from '@ferry/order-api/v1'
import type { SolanaAsset } from './solanaTransfers.js'
import type { SolanaChain } from './startSolanaChain.js'

/**
 * The asset behind a token address of the devnet's Solana: native SOL in any of v1's native
 * forms (`0xeeee…eeee`, `1111…1111`), or the USDC mint. Any other address is no listed token.
 */
export function solanaAssetOf(parameters: {
  chain: Pick<SolanaChain, 'usdc'>
  token: string
}): SolanaAsset | undefined {
  const { chain, token } = parameters
  if (isV1NativeToken(token)) return { kind: 'sol' }
  if (token === chain.usdc.mint)
    return { kind: 'spl', mint: chain.usdc.mint, decimals: chain.usdc.decimals }
  return undefined
}

/** Whether two assets are the same: both SOL, or the same mint. */
export const isSameSolanaAsset = (a: SolanaAsset, b: SolanaAsset) =>
  a.kind === 'sol' ? b.kind === 'sol' : b.kind === 'spl' && a.mint === b.mint
