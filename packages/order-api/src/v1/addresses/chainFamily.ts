import { TRON_CHAIN_ID, V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '../../chainIds.js'

/** The chain families whose addresses the v1 service accepts (spec v1: Address and hash formats). */
export const v1AddressFamilies = ['evm', 'solana', 'tron', 'bitcoin', 'ckb', 'stellar'] as const
export type V1AddressFamily = (typeof v1AddressFamilies)[number]

/** The families a v1 chain can belong to: CKB and Stellar have addresses but no chain id. */
export type V1ChainFamily = 'evm' | 'solana' | 'tron' | 'bitcoin'

/**
 * The family of a v1 chain id; every id other than TRON, Solana and Bitcoin is EVM.
 *
 * @example
 * v1ChainFamily(V1_SOLANA_CHAIN_ID) // 'solana'
 * v1ChainFamily(8453) // 'evm'
 */
export function v1ChainFamily(chainId: number): V1ChainFamily {
  if (chainId === TRON_CHAIN_ID) return 'tron'
  if (chainId === V1_SOLANA_CHAIN_ID) return 'solana'
  if (chainId === V1_BITCOIN_CHAIN_ID) return 'bitcoin'
  return 'evm'
}
