import type { FerryConfig, SwapWidgetProps } from '@ferry/widget'
import type { DevnetWallet } from './devnetWallet.js'

/**
 * What the BFF inlined into the page (its `/api/config` and `/api/v2/params` answers), so the
 * widget's form needs no request before it appears; undefined when the page came without it.
 */
export function readBootstrap(): SwapWidgetProps['initialData'] | undefined {
  const text = document.getElementById('ferry-bootstrap')?.textContent
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as unknown
    return typeof data === 'object' && data !== null
      ? (data as SwapWidgetProps['initialData'])
      : undefined
  } catch {
    return undefined
  }
}

/** The BFF's `/api/config`, or undefined when the service cannot be reached or answers badly. */
export async function loadPageConfig(): Promise<FerryConfig | undefined> {
  const inlined = readBootstrap()?.config
  if (inlined) return inlined
  try {
    const response = await fetch('/api/config')
    if (!response.ok) return undefined
    const config = (await response.json()) as FerryConfig
    return Array.isArray(config.chains) ? config : undefined
  } catch {
    return undefined
  }
}

/**
 * On a devnet page, the devnet wallet, announced through EIP-6963. Live pages never download
 * its signer (viem accounts and secp256k1 load only here).
 */
export async function installDevnetWallet(config: FerryConfig): Promise<DevnetWallet | undefined> {
  if (config.mode !== 'devnet' || !config.devnet) return undefined
  const { announceWallet, createDevnetWallet } = await import('./devnetWallet.js')
  const wallet = createDevnetWallet({
    accounts: config.devnet.accounts,
    chains: config.chains
      .filter((chain) => chain.family === 'evm' && chain.rpcUrl)
      .map((chain) => ({ id: chain.id, rpcUrl: chain.rpcUrl! })),
  })
  announceWallet(wallet.provider, { name: 'Devnet wallet', rdns: 'dev.ferry.devnet-wallet' })
  return wallet
}
