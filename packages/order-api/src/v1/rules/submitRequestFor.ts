import { v1ChainFamily } from '../addresses/chainFamily.js'
import { isV1TxHashForChain } from '../addresses/v1Address.js'
import { V1RequestError } from '../errors/V1RequestError.js'
import type { V1DepositPlan } from '../schemas/build.js'
import type { V1RouteId } from '../schemas/enums.js'
import type { V1SubmitRequest } from '../schemas/submit.js'

export type SubmitRequestForParameters = {
  quoteId: string
  routeId: V1RouteId
  /** The build's answer: it says whether a submit is wanted and carries the buildId. */
  plan: V1DepositPlan
  /** The source chain, whose hash format the deposit hash must have. */
  chainId: number
  txHash?: string
  signedTransaction?: string
}

/**
 * The submit request for a deposit, or a V1RequestError when the rules forbid it: a deposit-address
 * transfer is submitted only when the plan asks (`submitTxHashRequested`), exactly one of `txHash`
 * and `signedTransaction` is sent, the hash has the source chain's format, and a plan's `buildId`
 * is carried (spec v1: PUT /v1/deposit/submit).
 *
 * @example
 * const request = submitRequestFor({ quoteId, routeId, plan, chainId: 42161, txHash })
 * await v1.submit(request)
 */
export function submitRequestFor(parameters: SubmitRequestForParameters): V1SubmitRequest {
  const { quoteId, routeId, plan, chainId, txHash, signedTransaction } = parameters
  if (plan.kind === 'TRANSFER' && plan.submitTxHashRequested !== true)
    throw new V1RequestError({
      reason: 'no_submit_for_transfer',
      message: 'This deposit address is not submitted: the transfer alone creates the order',
    })
  if ((txHash === undefined) === (signedTransaction === undefined))
    throw new V1RequestError({
      reason: 'hash_or_transaction',
      message: 'A submit carries exactly one of txHash and signedTransaction',
    })
  const family = v1ChainFamily(chainId)
  if (txHash !== undefined && !isV1TxHashForChain({ chainId, txHash }))
    throw new V1RequestError({
      reason: 'tx_hash_format',
      message: `"${txHash.slice(0, 100)}" is not a transaction hash of chain ${chainId}`,
      problems: [
        family === 'evm'
          ? 'expected 0x and 64 hex characters'
          : family === 'solana'
            ? 'expected a base58 signature of 87 or 88 characters'
            : 'expected 64 hex characters without 0x',
      ],
    })
  if (signedTransaction !== undefined) {
    const fits =
      family === 'evm'
        ? /^0x(?:[0-9a-fA-F]{2})+$/.test(signedTransaction)
        : family === 'solana' && /^[A-Za-z0-9+/]+={0,2}$/.test(signedTransaction)
    if (!fits)
      throw new V1RequestError({
        reason: 'tx_hash_format',
        message:
          family === 'evm' || family === 'solana'
            ? `A signed transaction on chain ${chainId} is ${family === 'evm' ? '0x hex' : 'base64'}`
            : `On chain ${chainId} submit the transfer's hash, not a signed transaction`,
      })
  }
  const buildId = plan.kind === 'CONTRACT_CALL' ? plan.buildId : undefined
  return {
    quoteId,
    routeId,
    ...(buildId === undefined ? {} : { buildId }),
    ...(txHash === undefined ? {} : { txHash }),
    ...(signedTransaction === undefined ? {} : { signedTransaction }),
  }
}
