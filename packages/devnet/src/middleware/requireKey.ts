import { routeErrorBody } from '@ferry/order-api'
import type { MiddlewareHandler } from 'hono'
import { type Address, zeroAddress } from 'viem'
import { integratorIdOf } from '../service/devnetIntegrators.js'
import type { RegistryTerms } from '../service/integratorTerms.js'
import type { ServiceDeps } from '../service/serviceDeps.js'

/** The integrator a request was authenticated as, with its terms from the registry. */
export type Integrator = {
  name: string
  operatorBps: number
  commissionBps: number
  commissionWallet: Address
}

/** The Hono environment of the service's routes. */
export type ServiceEnv = { Variables: { integrator: Integrator } }

/**
 * Authenticates `X-API-Key` and reads the integrator's terms; refuses in the spec's order
 * (Authentication): no key 401, unknown key 403, then what the registry says, unreadable 503.
 */
export const requireKey =
  ({
    integrators,
    terms,
  }: Pick<ServiceDeps, 'integrators' | 'terms'>): MiddlewareHandler<ServiceEnv> =>
  async (c, next) => {
    const key = c.req.header('x-api-key')
    if (!key) return c.json(routeErrorBody({ error: 'X-API-Key required' }), 401)
    const config = integrators.find((entry) => entry.apiKey === key)
    if (!config) return c.json(routeErrorBody({ error: 'Unknown or inactive integrator' }), 403)
    let registry: RegistryTerms
    try {
      registry = await terms.of(config.name)
    } catch {
      return c.json(routeErrorBody({ error: 'Integrator terms are temporarily unreadable' }), 503)
    }
    const refusal = refusalOf(config.name, registry)
    if (refusal) return c.json(routeErrorBody({ error: refusal }), 403)
    const [operatorBps, commissionBps, commissionWallet] = registry
    c.set('integrator', { name: config.name, operatorBps, commissionBps, commissionWallet })
    await next()
  }

function refusalOf(name: string, registry: RegistryTerms): string | undefined {
  const [operatorBps, commissionBps, commissionWallet, enabled, exists] = registry
  const id = integratorIdOf(name)
  if (!exists || !enabled) return `Integrator ${id} is not enabled on the integrator registry`
  if (commissionBps > 0 && commissionWallet === zeroAddress)
    return `Integrator ${id} owes a commission with no wallet configured`
  if (operatorBps + commissionBps >= 10_000)
    return `Integrator ${id} carries a fee at or above 100%`
  return undefined
}
