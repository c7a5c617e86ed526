import { chainFamily, type TokenEntry } from '@ferry/order-api'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { ferryKeys } from './queries.js'

// Only the one function read here, rather than viem's whole ERC-20 ABI in the first load.
const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const

export type BalanceQueryOptionsParameters = {
  wagmiConfig: Config
  token: Pick<TokenEntry, 'chainId' | 'token'> | undefined
  account: Address | undefined
}

/**
 * An account's balance of an EVM token, read on its chain. TRON tokens have no balance here: the
 * widget holds no TRON wallet (their deposit is a manual transfer), so the query stays disabled.
 */
export function balanceQueryOptions({
  wagmiConfig,
  token,
  account,
}: BalanceQueryOptionsParameters) {
  return queryOptions({
    queryKey: ferryKeys.balance(token?.chainId, token?.token, account),
    queryFn: async () => {
      // Contract reads bring viem's call machinery: loaded after the form is on screen.
      const { readContract } = await import('wagmi/actions')
      return readContract(wagmiConfig, {
        chainId: token!.chainId,
        address: token!.token as Address,
        abi: balanceOfAbi,
        functionName: 'balanceOf',
        args: [account!],
      })
    },
    enabled: token !== undefined && account !== undefined && chainFamily(token.chainId) === 'evm',
    staleTime: 15_000,
    refetchInterval: 30_000,
  })
}
