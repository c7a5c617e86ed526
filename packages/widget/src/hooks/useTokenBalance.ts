import type { TokenEntry } from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { balanceQueryOptions } from '../query/balanceQueryOptions.js'

export type UseTokenBalanceParameters = {
  token: Pick<TokenEntry, 'chainId' | 'token'> | undefined
  account: Address | undefined
}

/** The connected account's balance of an EVM token (`balanceQueryOptions`). */
export function useTokenBalance({ token, account }: UseTokenBalanceParameters) {
  const wagmiConfig = useConfig()
  return useQuery(balanceQueryOptions({ wagmiConfig, token, account }))
}
