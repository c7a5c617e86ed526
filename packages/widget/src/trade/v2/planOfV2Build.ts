import { type BuildResponse, isTronBuildResponse, type QuoteResponse } from '@ferry/order-api'
import type { Hex } from 'viem'
import type { Plan, PlanStep } from '../Plan.js'

/** Time a deposit needs to confirm and publish before the order's deadline. */
export const MIN_DEADLINE_MARGIN_SECONDS = 180

export type PlanOfV2BuildParameters = {
  quote: QuoteResponse
  build: BuildResponse
  /** The order's deadline (Unix seconds), when known (the BFF's, or build time + `orderTtl`). */
  deadline: number | undefined
}

/**
 * A v2 build as the widget's `Plan` (spec: Build). EVM: the relay fee and gas in the wallet, the
 * source chain, each approval confirmed in order, then the deposit with the relay fee as its
 * value, no later than `MIN_DEADLINE_MARGIN_SECONDS` before the order's deadline (spec: Build
 * rule 7). TRON: the deposit address and the exact amount, sent by hand. The deposit is keyed by
 * its orderId.
 */
export function planOfV2Build(parameters: PlanOfV2BuildParameters): Plan {
  const { quote, build, deadline } = parameters
  const srcChainId = quote.spend.chainId
  const base = {
    interface: 'v2' as const,
    srcChainId,
    dstChainId: quote.receive.chainId,
    depositKey: build.orderId,
    orderId: build.orderId,
    ...(deadline === undefined
      ? {}
      : { deadline: { at: deadline, marginSeconds: MIN_DEADLINE_MARGIN_SECONDS } }),
  }
  if (isTronBuildResponse(build)) {
    const transfer = {
      depositAddress: build.depositAddress,
      amount: BigInt(build.expectedAmount),
      token: quote.spend.token,
      chainId: srcChainId,
      expiresAt: build.deadline,
      orderId: build.orderId,
    }
    return {
      ...base,
      family: 'tron',
      steps: [{ kind: 'transfer-to-address', transfer, needsHash: false }],
    }
  }
  const relayFee = BigInt(build.depositTx.value)
  const approvals: PlanStep[] = (build.approveTxs ?? []).map((approval) => ({
    kind: 'approve',
    transaction: {
      chainId: srcChainId,
      to: approval.to as Hex,
      data: approval.data as Hex,
      value: 0n,
    },
    waitForReceipt: true,
  }))
  return {
    ...base,
    family: 'evm',
    steps: [
      { kind: 'check-native-balance', chainId: srcChainId, atLeast: relayFee },
      { kind: 'switch-chain', chainId: srcChainId },
      ...approvals,
      {
        kind: 'deposit-call',
        transaction: {
          chainId: srcChainId,
          to: build.depositTx.to as Hex,
          data: build.depositTx.data as Hex,
          value: relayFee,
          gas: BigInt(build.depositTx.gasLimit),
        },
        waitForReceipt: false,
      },
    ],
  }
}
