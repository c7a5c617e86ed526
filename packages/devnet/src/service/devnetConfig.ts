import { TRON_CHAIN_ID } from '@ferry/order-api'
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

/** Fixed fees per chain in 6-decimal base units: deposit when the token is the source. */
export const depositFeeByChain: Record<number, bigint> = {
  1: 300_000n,
  42161: 50_000n,
  8453: 50_000n,
  137: 50_000n,
  4663: 50_000n,
  [TRON_CHAIN_ID]: 1_000_000n,
}

/** Withdraw fee when the token is the destination: half the deposit fee of its chain. */
export const withdrawFeeOf = (chainId: number) => (depositFeeByChain[chainId] ?? 0n) / 2n

/** The simulated solver's rate for any stable pair, 1e18-scaled: 0.9995. */
export const SOLVER_RATE = 999_500_000_000_000_000n
/** The solver fills nothing smaller than this, in published source base units (1 USD). */
export const SOLVER_MIN_PUBLISHED = 1_000_000n
/** The solver's capacity per order, in published source base units (1,000,000 USD). */
export const SOLVER_MAX_PUBLISHED = 1_000_000_000_000n

/** USDT on TRON, as in the spec's token list. */
export const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
