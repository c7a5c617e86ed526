import { chainFamily, type TokenEntry } from '@ferry/order-api'
import { isV1NativeToken } from '@ferry/order-api/v1/addresses'
import { queryOptions } from '@tanstack/react-query'
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { decodeBalanceOf, encodeBalanceOf } from './balanceOfCall.js'
import { ferryKeys } from './queries.js'

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
      const client = wagmiConfig.getClient({ chainId: token!.chainId })
      // A v1 catalog's native token (0xeeee…, or the zero address) is the chain's own coin.
      if (isV1NativeToken(token!.token))
        return BigInt(
          await client.request({ method: 'eth_getBalance', params: [account!, 'latest'] }),
        )
      const data = await client.request({
        method: 'eth_call',
        params: [{ to: token!.token as Address, data: encodeBalanceOf(account!) }, 'latest'],
      })
      return decodeBalanceOf(data)
    },
    enabled: token !== undefined && account !== undefined && chainFamily(token.chainId) === 'evm',
    staleTime: 15_000,
    refetchInterval: 30_000,
  })
}
