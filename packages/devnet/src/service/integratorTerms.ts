import { createPublicClient, http, type PublicClient } from 'viem'
import { integratorRegistryAbi } from '../chains/abis.js'
import type { DevnetChains } from '../chains/startChains.js'
import type { Clock } from '../rules/clock.js'
import { integratorIdOf } from './devnetIntegrators.js'

/** What the hub's integrator registry holds for one integrator. */
export type RegistryTerms = readonly [
  operatorBps: number,
  commissionBps: number,
  commissionWallet: `0x${string}`,
  enabled: boolean,
  exists: boolean,
]

const cacheMs = 10_000

/**
 * Integrator terms as read from the hub registry, kept for 10 s: a change shows well within the
 * 60 s the spec allows. `setReadable(false)` makes every read fail, to reproduce the 503.
 */
export function createIntegratorTerms(parameters: {
  chains: DevnetChains
  clock: Clock
  hubClient?: PublicClient
}) {
  const { chains, clock } = parameters
  const hubClient =
    parameters.hubClient ?? createPublicClient({ transport: http(chains.hub.rpcUrl) })
  const cache = new Map<string, { at: number; value: RegistryTerms }>()
  let readable = true
  return {
    async of(name: string): Promise<RegistryTerms> {
      if (!readable) throw new Error('terms unreadable')
      const cached = cache.get(name)
      if (cached && clock.nowMs() - cached.at < cacheMs) return cached.value
      const value = await hubClient.readContract({
        address: chains.hub.registry,
        abi: integratorRegistryAbi,
        functionName: 'getIntegrator',
        args: [integratorIdOf(name)],
      })
      cache.set(name, { at: clock.nowMs(), value })
      return value
    },
    setReadable(on: boolean) {
      readable = on
      cache.clear()
    },
  }
}
export type IntegratorTerms = ReturnType<typeof createIntegratorTerms>
