import { chainFamily, type TokenEntry } from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import { type Address, erc20Abi } from 'viem'
import { useConfig } from 'wagmi'
import { readContract } from 'wagmi/actions'
import { ferryKeys } from '../query/queries.js'

export type UseTokenBalanceParameters = {
  token: Pick<TokenEntry, 'chainId' | 'token'> | undefined
  account: Address | undefined
}

/**
 * The connected account's balance of an EVM token, read on its chain. TRON tokens have no
 * balance here: the widget holds no TRON wallet (their deposit is a manual transfer).
 */
export function useTokenBalance({ token, account }: UseTokenBalanceParameters) {
  const wagmiConfig = useConfig()
  const enabled =
    token !== undefined && account !== undefined && chainFamily(token.chainId) === 'evm'
  return useQuery({
    queryKey: ferryKeys.balance(token?.chainId, token?.token, account),
    queryFn: () =>
      readContract(wagmiConfig, {
        chainId: token!.chainId,
        address: token!.token as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account!],
      }),
    enabled,
    staleTime: 15_000,
    refetchInterval: 30_000,
  })
}
