import { keccak256, toHex } from 'viem'

export type IntegratorConfig = {
  name: string
  apiKey: string
  /** Terms written to the hub registry at start; `undefined` leaves the integrator unregistered. */
  registry?: {
    operatorBps: number
    commissionBps: number
    commissionWallet: 'default' | 'none'
    enabled: boolean
  }
}

/**
 * Integrators of the devnet. `ferry-demo` is the one the product uses; the others exist so that
 * scoping and every authentication refusal of the spec can be reproduced.
 */
export const defaultIntegrators: IntegratorConfig[] = [
  {
    name: 'ferry-demo',
    apiKey: 'devnet-key-ferry-demo',
    registry: { operatorBps: 10, commissionBps: 25, commissionWallet: 'default', enabled: true },
  },
  {
    name: 'acme',
    apiKey: 'devnet-key-acme',
    registry: { operatorBps: 10, commissionBps: 0, commissionWallet: 'none', enabled: true },
  },
  {
    name: 'dormant',
    apiKey: 'devnet-key-dormant',
    registry: { operatorBps: 10, commissionBps: 0, commissionWallet: 'none', enabled: false },
  },
  {
    name: 'walletless',
    apiKey: 'devnet-key-walletless',
    registry: { operatorBps: 10, commissionBps: 20, commissionWallet: 'none', enabled: true },
  },
  {
    name: 'greedy',
    apiKey: 'devnet-key-greedy',
    registry: {
      operatorBps: 5000,
      commissionBps: 5000,
      commissionWallet: 'default',
      enabled: true,
    },
  },
  { name: 'unregistered', apiKey: 'devnet-key-unregistered' },
]

export const integratorIdOf = (name: string) => keccak256(toHex(name))
