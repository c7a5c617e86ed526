import type { Devnet } from '@ferry/devnet'
import { TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID } from '@ferry/order-api/v1'
import type { Hono } from 'hono'
import type { BffConfig } from '../config/config.js'
import { tronTransferRoute } from './tronTransferRoute.js'

/** A BFF configuration for a running devnet: its service, key, chains and cancel domain. */
/** What the BFF needs to know of a running devnet (serializable: tests pass it between processes). */
export type DevnetInfo = Pick<
  Devnet,
  'serviceUrl' | 'integrators' | 'chains' | 'cancelDomain' | 'accounts'
> & {
  /** The sandbox Bitcoin: its Esplora API is the chain's `rpcUrl` in the config. */
  bitcoin?: Pick<Devnet['bitcoin'], 'esploraUrl' | 'explorerUrl'> | undefined
  /** The sandbox TRON: its TronGrid-shaped API is the chain's `rpcUrl` in the config. */
  tron?: Partial<Pick<Devnet['tron'], 'fullHost' | 'accounts' | 'tokens'>> | undefined
}

export function bffConfigForDevnet(
  devnet: DevnetInfo,
  overrides: Partial<BffConfig> = {},
): BffConfig {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return {
    upstreamUrl: devnet.serviceUrl,
    // The stand-in runs on loopback beside the browser: its public order read is published.
    publicOrderUrl: devnet.serviceUrl,
    upstreamApiKey: devnet.integrators.find((integrator) => integrator.name === 'ferry-demo')!
      .apiKey,
    allowedOrigins: ['http://127.0.0.1:8787', 'http://localhost:8787'],
    port: 8787,
    host: '127.0.0.1',
    mode: 'devnet',
    // Local: the tests and the soak read the figures beside the API.
    metricsOnApi: true,
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
        // The sandbox's TronGrid-shaped API: the widget's recipient preflight reads accounts there.
        rpcUrl: devnet.tron?.fullHost ?? null,
        explorerUrl: null,
        nativeCurrency: { name: 'TRX', symbol: 'TRX', decimals: 6 },
      },
      ...(devnet.bitcoin
        ? [
            {
              id: V1_BITCOIN_CHAIN_ID,
              name: 'Bitcoin (devnet)',
              family: 'bitcoin' as const,
              rpcUrl: devnet.bitcoin.esploraUrl,
              explorerUrl: devnet.bitcoin.explorerUrl,
              nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
            },
          ]
        : []),
    ],
    cancelDomain: devnet.cancelDomain,
    trustProxy: false,
    pollIntervalMs: 1000,
    ...overrides,
  }
}

/**
 * What the devnet adds to a BFF besides its configuration: the test accounts in `/api/config`
 * (for the page's devnet wallet) and the simulated TRON transfer route.
 */
export function devnetExtensions(devnet: DevnetInfo) {
  return {
    widgetConfigExtras: { devnet: { accounts: devnet.accounts } },
    extend: (app: Hono) => {
      app.route('/', tronTransferRoute({ devnetControlUrl: `${devnet.serviceUrl}/dev` }))
    },
  }
}
