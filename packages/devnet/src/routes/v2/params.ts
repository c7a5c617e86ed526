import { Hono } from 'hono'
import { requireKey, type ServiceEnv } from '../../middleware/requireKey.js'
import { withFault } from '../../middleware/withFault.js'
import { depositFeeOf, withdrawFeeOf } from '../../rules/chainFees.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'

export type ParamsRoutesDeps = Pick<
  ServiceDeps,
  'faults' | 'integrators' | 'terms' | 'tokens' | 'orderTtlSeconds'
>

/** `GET /params`: the listed tokens with their fees, and the caller's terms. */
export function paramsRoutes(deps: ParamsRoutesDeps) {
  return new Hono<ServiceEnv>().get(
    '/params',
    withFault(deps.faults, 'params'),
    requireKey(deps),
    (c) => {
      const integrator = c.get('integrator')
      return c.json({
        tokens: deps.tokens.tokens.map((token) => ({
          ...token,
          depositFee: String(depositFeeOf(token.chainId)),
          withdrawFee: String(withdrawFeeOf(token.chainId)),
        })),
        terms: {
          operatorBps: integrator.operatorBps,
          commissionBps: integrator.commissionBps,
          commissionWallet: integrator.commissionWallet,
          orderTtl: deps.orderTtlSeconds,
        },
      })
    },
  )
}
