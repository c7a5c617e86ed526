import {
  quoteQuerySchema,
  routeErrorBody,
  toHubAmount,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import { rateLimit } from '../../middleware/rateLimit.js'
import { refuseInMaintenance } from '../../middleware/refuseInMaintenance.js'
import { requireKey, type ServiceEnv } from '../../middleware/requireKey.js'
import { withFault } from '../../middleware/withFault.js'
import { flatFeeOf } from '../../rules/chainFees.js'
import { quoteExactInput, quoteExactOutput } from '../../rules/pricing.js'
import { SOLVER_RATE } from '../../rules/solver.js'
import type { GuardedRouteDeps, ServiceDeps } from '../../service/serviceDeps.js'

export type QuoteRoutesDeps = GuardedRouteDeps &
  Pick<ServiceDeps, 'tokens' | 'signer' | 'clock' | 'quoteTtlSeconds'>

/** `GET /quote`: prices a trade and signs its `build` for `quoteTtlSeconds`. */
export function quoteRoutes(deps: QuoteRoutesDeps) {
  return new Hono<ServiceEnv>().get(
    '/quote',
    withFault(deps.faults, 'quote'),
    refuseInMaintenance(deps),
    requireKey(deps),
    rateLimit(deps, 'quote'),
    async (c) => {
      const parsed = quoteQuerySchema.safeParse(c.req.query())
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const query = parsed.data
      const pair = deps.tokens.resolvePair(
        { chainId: query.fromChainId, token: query.from },
        { chainId: query.toChainId, token: query.to },
      )
      if (!pair.ok) return c.json(pair.body, pair.status)
      const { src, dst } = pair
      const integrator = c.get('integrator')
      const terms = {
        flatFee: flatFeeOf({ srcChainId: src.chainId, dstChainId: dst.chainId }),
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
      }
      const outcome =
        query.mode === 'exact_output'
          ? quoteExactOutput(BigInt(query.outcomeAmount!), terms, SOLVER_RATE)
          : quoteExactInput(BigInt(query.srcAmount!), terms, SOLVER_RATE)
      if (!outcome.ok)
        return c.json(
          routeErrorBody({ error: outcome.error, detail: outcome.detail }),
          outcome.status,
        )
      const build = {
        srcToken: { chainId: src.chainId, token: src.token },
        dstToken: { chainId: dst.chainId, token: dst.token },
        amount: String(outcome.amount),
        intentOutcomeRate: String(SOLVER_RATE),
      }
      const flatFee = String(toHubAmount({ amount: terms.flatFee, decimals: src.decimals }))
      const expiresAt = String(deps.clock.now() + deps.quoteTtlSeconds)
      const signature = await deps.signer.sign({
        integrator: integrator.name,
        srcChainId: src.chainId,
        srcToken: src.token,
        dstChainId: dst.chainId,
        dstToken: dst.token,
        amount: build.amount,
        intentOutcomeRate: build.intentOutcomeRate,
        flatFee,
        expiresAt,
      })
      return c.json({
        spend: { ...src, amount: build.amount },
        receive: { ...dst, amount: String(outcome.receive) },
        details: {
          intentOutcomeRate: String(SOLVER_RATE),
          protocolFee: String(terms.flatFee + outcome.serviceFee),
        },
        build: { ...build, terms: { flatFee, expiresAt, signature } },
      })
    },
  )
}
