import type { Address, Hex } from 'viem'

/** What the BFF's `/api/config` tells the widget (docs/interfaces.md). */
export type FerryConfig = {
  mode: 'devnet' | 'live'
  chains: {
    id: number
    name: string
    family: 'evm' | 'tron'
    rpcUrl: string | null
    explorerUrl: string | null
    nativeCurrency: { name: string; symbol: string; decimals: number }
  }[]
  cancelDomain: { name: string; version: string; chainId: number; verifyingContract: Address }
  pollIntervalMs: number
  devnet?: { accounts: { label: string; address: Address; privateKey: Hex }[] }
}

export async function fetchFerryConfig(bffUrl: string, signal?: AbortSignal): Promise<FerryConfig> {
  const response = await fetch(`${bffUrl.replace(/\/+$/, '')}/api/config`, signal ? { signal } : {})
  if (!response.ok)
    throw new Error(`The swap service is unavailable (config answered ${response.status})`)
  return (await response.json()) as FerryConfig
}
