import { chainFamily } from '@ferry/order-api'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { ferryKeys } from './queries.js'

export type BytecodeQueryOptionsParameters = {
  wagmiConfig: Config
  /** Undefined while no chain is chosen; a TRON chain has no code to read here. */
  chainId: number | undefined
  address: Address | undefined
}

/**
 * The code at an address on an EVM chain, `'0x'` for none: a depositor with code is a contract
 * wallet (the recipient rules ask it for explicit addresses). Code does not change under a
 * page, so it is read once.
 */
export function bytecodeQueryOptions({
  wagmiConfig,
  chainId,
  address,
}: BytecodeQueryOptionsParameters) {
  return queryOptions({
    queryKey: ferryKeys.bytecode(chainId, address),
    // A plain eth_getCode: wagmi's getBytecode is a chunk of its own to fetch once connected.
    queryFn: () =>
      wagmiConfig
        .getClient({ chainId: chainId! })
        .request({ method: 'eth_getCode', params: [address!, 'latest'] }),
    enabled: chainId !== undefined && chainFamily(chainId) === 'evm' && address !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
