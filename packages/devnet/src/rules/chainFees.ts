import {
  ARBITRUM_CHAIN_ID,
  BASE_CHAIN_ID,
  ETHEREUM_CHAIN_ID,
  POLYGON_CHAIN_ID,
  TRON_CHAIN_ID,
} from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'

/** Fixed fees per chain in 6-decimal base units: deposit when the token is the source. */
export const depositFeeByChain: Record<number, bigint> = {
  [ETHEREUM_CHAIN_ID]: 300_000n,
  [ARBITRUM_CHAIN_ID]: 50_000n,
  [BASE_CHAIN_ID]: 50_000n,
  [POLYGON_CHAIN_ID]: 50_000n,
  4663: 50_000n,
  [TRON_CHAIN_ID]: 1_000_000n,
  [V1_SOLANA_CHAIN_ID]: 50_000n,
  [V1_BITCOIN_CHAIN_ID]: 2_000_000n,
}

export const depositFeeOf = (chainId: number) => depositFeeByChain[chainId] ?? 0n

/** Withdraw fee when the token is the destination: half the deposit fee of its chain. */
export const withdrawFeeOf = (chainId: number) => depositFeeOf(chainId) / 2n

/** The flat fee of a trade: the source chain's deposit fee plus the destination's withdraw fee. */
export const flatFeeOf = (parameters: { srcChainId: number; dstChainId: number }) =>
  depositFeeOf(parameters.srcChainId) + withdrawFeeOf(parameters.dstChainId)
