import type { Devnet } from '@ferry/devnet'
import { TRON_CHAIN_ID } from '@ferry/order-api'
import type { BffConfig } from './config.js'

/** A BFF configuration for a running devnet: its chains, cancel domain and test accounts. */
export function bffConfigForDevnet(devnet: Devnet, overrides: Partial<BffConfig> = {}): BffConfig {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return {
    upstreamUrl: devnet.serviceUrl,
    upstreamApiKey: devnet.integrators.find((integrator) => integrator.name === 'ferry-demo')!
      .apiKey,
    allowedOrigins: ['http://127.0.0.1:8787', 'http://localhost:8787'],
    port: 8787,
    host: '127.0.0.1',
    mode: 'devnet',
    chains: [
      ...devnet.chains.map((chain) => ({
        id: chain.chainId,
        name: `${chain.name} (devnet)`,
        family: 'evm' as const,
        rpcUrl: chain.rpcUrl,
        explorerUrl: null,
        nativeCurrency:
          chain.chainId === 137 ? { name: 'POL', symbol: 'POL', decimals: 18 } : ether,
      })),
      {
        id: TRON_CHAIN_ID,
        name: 'TRON (simulated)',
        family: 'tron' as const,
        rpcUrl: null,
        explorerUrl: null,
        nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
      },
    ],
    cancelDomain: devnet.cancelDomain,
    trustProxy: false,
    pollIntervalMs: 1000,
    devnetAccounts: devnet.accounts,
    devnetControlUrl: `${devnet.serviceUrl}/dev`,
    ...overrides,
  }
}
