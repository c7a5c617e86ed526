import { encodeDeposit, routeErrorBody } from '@ferry/order-api'
import { type Address, encodeFunctionData, type PublicClient, toHex } from 'viem'
import { stableTokenAbi } from '../chains/abis.js'
import type { SpokeChain } from '../chains/startChains.js'

const DEPOSIT_GAS_LIMIT = '0x493e0'

export type EvmDepositParameters = {
  client: PublicClient
  spoke: SpokeChain
  token: Address
  depositor: Address
  amount: bigint
  nonce: bigint
  relayFeeWei: bigint
}

/**
 * The transactions of an EVM deposit: the approvals the depositor's real allowance calls for
 * (an approve(0) first where a residual allowance must be reset, as USDT requires), then the
 * deposit itself.
 */
export async function evmDepositTxs(parameters: EvmDepositParameters) {
  const { client, spoke, token, depositor, amount, nonce } = parameters
  let allowance: bigint
  let guarded: boolean
  try {
    ;[allowance, guarded] = await Promise.all([
      client.readContract({
        address: token,
        abi: stableTokenAbi,
        functionName: 'allowance',
        args: [depositor, spoke.depositContract],
      }),
      client.readContract({
        address: token,
        abi: stableTokenAbi,
        functionName: 'nonZeroApproveGuard',
      }),
    ])
  } catch {
    return {
      ok: false as const,
      body: routeErrorBody({ error: 'Failed to read spoke token allowance' }),
    }
  }
  const approve = (value: bigint) => ({
    to: token,
    data: encodeFunctionData({
      abi: stableTokenAbi,
      functionName: 'approve',
      args: [spoke.depositContract, value],
    }),
    value: '0',
    chainId: spoke.chainId,
  })
  const approveTxs =
    allowance >= amount
      ? undefined
      : allowance > 0n && guarded
        ? [approve(0n), approve(amount)]
        : [approve(amount)]
  const depositTx = {
    to: spoke.depositContract,
    from: depositor,
    data: encodeDeposit({ token, amount, nonce }),
    value: toHex(parameters.relayFeeWei),
    chainId: spoke.chainId,
    gasLimit: DEPOSIT_GAS_LIMIT,
  }
  return { ok: true as const, approveTxs, depositTx }
}
