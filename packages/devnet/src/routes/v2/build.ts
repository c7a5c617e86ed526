import {
  buildRequestSchema,
  checksumEvmAddress,
  malformedJsonBody,
  orderIdOf,
  randomUint256,
  readJsonBody,
  routeErrorBody,
  TRON_CHAIN_ID,
  toNativeAddress,
  toValidationErrorBody,
} from '@ferry/order-api'
import { Hono } from 'hono'
import type { Address } from 'viem'
import { rateLimit } from '../../middleware/rateLimit.js'
import { refuseInMaintenance } from '../../middleware/refuseInMaintenance.js'
import { requireKey, type ServiceEnv } from '../../middleware/requireKey.js'
import { withFault } from '../../middleware/withFault.js'
import { flatFeeOf } from '../../rules/chainFees.js'
import { scenarioForAmount } from '../../rules/magicAmounts.js'
import { outcomeOf, priceDeposit } from '../../rules/pricing.js'
import type { GuardedRouteDeps, ServiceDeps } from '../../service/serviceDeps.js'
import { type OrderRow, pendingOrderFields } from '../../store/orderRow.js'
import { evmDepositTxs } from '../../v2/buildDeposit.js'
import { inactiveTronRecipientError, recipientFieldError } from '../../v2/buildRecipients.js'
import { checkSignedTerms } from '../../v2/buildTerms.js'

export type BuildRoutesDeps = GuardedRouteDeps &
  Pick<
    ServiceDeps,
    | 'tokens'
    | 'signer'
    | 'clock'
    | 'store'
    | 'tron'
    | 'scenarios'
    | 'chains'
    | 'spokes'
    | 'orderTtlSeconds'
  >

/**
 * `POST /build`: checks the request in the spec's order (recipients, schema, pair, signed
 * terms, amounts, TRON activation), stores the order, and answers the deposit to make: a deposit
 * address on TRON, the approvals and deposit transaction on EVM chains.
 */
export function buildRoutes(deps: BuildRoutesDeps) {
  return new Hono<ServiceEnv>().post(
    '/build',
    withFault(deps.faults, 'build'),
    refuseInMaintenance(deps),
    requireKey(deps),
    rateLimit(deps, 'build'),
    async (c) => {
      const refuse = (error: string, status: 400 | 409 | 502 = 400) =>
        c.json(routeErrorBody({ error }), status)
      const json = await readJsonBody(c)
      if (!json.ok) return c.json(malformedJsonBody(), 400)
      const raw = json.body as Record<string, unknown> | null
      const recipientError = recipientFieldError(raw)
      if (recipientError) return refuse(recipientError)
      const parsed = buildRequestSchema.safeParse(raw)
      if (!parsed.success) return c.json(toValidationErrorBody(parsed.error), 400)
      const request = parsed.data
      const pair = deps.tokens.resolvePair(request.srcToken, request.dstToken)
      if (!pair.ok) return c.json(pair.body, pair.status)
      const { src, dst } = pair
      const integrator = c.get('integrator')
      let flatFee = flatFeeOf({ srcChainId: src.chainId, dstChainId: dst.chainId })
      if (request.terms) {
        const signed = await checkSignedTerms({
          ...deps,
          request,
          integrator: integrator.name,
          src,
          dst,
        })
        if (!signed.ok) return refuse(signed.error, signed.status)
        flatFee = signed.flatFee
      }
      const amount = BigInt(request.amount)
      if (amount <= flatFee)
        return refuse('Deposit is at or below the flat fee, so nothing would be published')
      const priced = priceDeposit(amount, {
        flatFee,
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
      })
      if (outcomeOf(priced.published, BigInt(request.intentOutcomeRate)) === 0n)
        return refuse(
          'Computed publishedOutcome is zero - amount below the minimum economic threshold',
        )
      const depositor = checksumEvmAddress(request.depositor)
      const payoutAddr = request.payoutAddr ?? depositor
      const refundAddr = request.refundAddr ?? depositor
      const inactive = inactiveTronRecipientError({
        tron: deps.tron,
        recipients: [
          { field: 'payoutAddr', address: payoutAddr, chainId: dst.chainId },
          { field: 'refundAddr', address: refundAddr, chainId: src.chainId },
        ],
      })
      if (inactive) return refuse(inactive)
      const nonce = randomUint256()
      const orderId = orderIdOf({ depositor, nonce })
      const now = deps.clock.now()
      const scenarioKey = depositor.toLowerCase()
      const scenario = deps.scenarios.get(scenarioKey) ?? scenarioForAmount(amount, src.decimals)
      deps.scenarios.delete(scenarioKey)
      const row: OrderRow = {
        orderId,
        integrator: integrator.name,
        srcToken: src.token,
        dstToken: dst.token,
        srcChainId: src.chainId,
        dstChainId: dst.chainId,
        srcAmountSpoke: String(amount),
        depositor: depositor.toLowerCase(),
        depositAddress: null,
        payoutAddr: toNativeAddress({ chainId: dst.chainId, address: payoutAddr }),
        refundAddr: toNativeAddress({ chainId: src.chainId, address: refundAddr }),
        fullFee: String(flatFee + priced.serviceFee + priced.commission),
        intentOutcomeRate: request.intentOutcomeRate,
        nonce: String(nonce),
        builtAt: now,
        deadline: now + deps.orderTtlSeconds,
        flatFee: String(flatFee),
        operatorBps: integrator.operatorBps,
        commissionBps: integrator.commissionBps,
        scenario,
        ...pendingOrderFields(),
      }
      if (src.chainId === TRON_CHAIN_ID) {
        let depositAddress: string
        try {
          depositAddress = deps.tron.reserveDepositAddress()
        } catch {
          return refuse('Failed to reserve a deposit address', 502)
        }
        await deps.store.insertOrder({ ...row, depositAddress })
        return c.json({
          orderId,
          nonce: String(nonce),
          depositAddress,
          expectedAmount: String(amount),
          deadline: row.deadline,
        })
      }
      const { client, spoke } = deps.spokes.get(src.chainId)!
      const txs = await evmDepositTxs({
        client,
        spoke,
        token: src.token as Address,
        depositor,
        amount,
        nonce,
        relayFeeWei: deps.chains.relayFeeWei,
      })
      if (!txs.ok) return c.json(txs.body, 502)
      await deps.store.insertOrder(row)
      return c.json({
        orderId,
        nonce: String(nonce),
        ...(txs.approveTxs ? { approveTxs: txs.approveTxs } : {}),
        depositTx: txs.depositTx,
      })
    },
  )
}
