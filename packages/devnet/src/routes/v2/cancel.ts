import {
  cancelRequestSchema,
  checksumEvmAddress,
  isCancellableOrderState,
  malformedJsonBody,
  readJsonBody,
  routeErrorBody,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import { type Hex, BaseError as ViemBaseError } from 'viem'
import { cancelVerifierAbi } from '../../chains/abis.js'
import { requireKey, type ServiceEnv } from '../../middleware/requireKey.js'
import { withFault } from '../../middleware/withFault.js'
import type { ServiceDeps } from '../../service/serviceDeps.js'
import { orderIdParam } from './orderIdParam.js'

export type CancelRoutesDeps = Pick<
  ServiceDeps,
  'faults' | 'integrators' | 'terms' | 'store' | 'chains' | 'hub'
>

/**
 * `POST /orders/:orderId/cancel`: checks the order can be cancelled, then relays the signed
 * cancel to the hub's cancel verifier, which checks the signature and the nonce.
 */
export function cancelRoutes(deps: CancelRoutesDeps) {
  return new Hono<ServiceEnv>().post(
    '/orders/:orderId/cancel',
    withFault(deps.faults, 'cancel'),
    requireKey(deps),
    async (c) => {
      const refuse = (error: string, status: 400 | 404 | 409 | 502) =>
        c.json(routeErrorBody({ error }), status)
      const id = orderIdParam(c)
      if (!id.ok) return c.json(id.body, 400)
      const json = await readJsonBody(c)
      if (!json.ok) return c.json(malformedJsonBody(), 400)
      const parsed = cancelRequestSchema.safeParse(json.body)
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const row = await deps.store.getOrder(id.orderId)
      if (!row || row.integrator !== c.get('integrator').name) return refuse('Order not found', 404)
      const { payload, signature } = parsed.data
      if (!row.traces.rootIntentId) return refuse('Order is not published yet', 409)
      if (payload.rootIntentId.toLowerCase() !== row.traces.rootIntentId.toLowerCase())
        return refuse('rootIntentId does not belong to this order', 400)
      if (!isCancellableOrderState(row.state))
        return refuse(`Order can no longer be cancelled: it is ${row.state}`, 409)
      try {
        const args = [
          checksumEvmAddress(row.depositor),
          BigInt(payload.nonce),
          payload.rootIntentId as Hex,
          signature as Hex,
        ] as const
        const contract = {
          address: deps.chains.hub.cancelVerifier,
          abi: cancelVerifierAbi,
          functionName: 'cancel',
          args,
        } as const
        await deps.hub.client.simulateContract({ account: deps.hub.wallet.account, ...contract })
        const hash = await deps.hub.wallet.writeContract({ ...contract, chain: null })
        await deps.store.updateOrder(row.orderId, { cancelRequested: true })
        return c.json({ relaySubmissionId: hash })
      } catch (error) {
        const reason =
          error instanceof ViemBaseError
            ? (/CancelVerifier: ([^"\n]+)/.exec(error.message)?.[1] ?? error.shortMessage)
            : 'relay unavailable'
        return refuse(`Cancel rejected: ${reason}`, 502)
      }
    },
  )
}
