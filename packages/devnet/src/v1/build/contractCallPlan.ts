import { encodeDeposit } from '@ferry/order-api'
import { type Address, encodeFunctionData, toHex } from 'viem'
import { stableTokenAbi } from '../../chains/abis.js'
import { NATIVE_TOKEN_ADDRESS } from '../catalog/nativeToken.js'
import type { V1TradingDeps } from '../v1TradingDeps.js'

const DEPOSIT_GAS = '0x493e0'

const sendTransaction = (tx: Record<string, string>) => ({
  method: 'eth_sendTransaction',
  params: [tx],
})

/**
 * The CONTRACT_CALL plan against the source chain's deposit contract: switch to the chain, the
 * approvals the allowance needs (each waited for), then the flagged deposit carrying the relay
 * fee (plus the amount, for the native token) as value.
 */
export async function contractCallPlan(parameters: {
  deps: V1TradingDeps
  chainId: number
  token: string
  amount: bigint
  from: string
  nonce: bigint
  expiresAt: number
}) {
  const { deps, chainId, amount, from, nonce } = parameters
  const { spoke, client } = deps.spokes.get(chainId)!
  const native = parameters.token === NATIVE_TOKEN_ADDRESS
  const token = parameters.token as Address
  const approvals: Record<string, unknown>[] = []
  if (!native) {
    const [allowance, guarded] = await Promise.all([
      client.readContract({
        address: token,
        abi: stableTokenAbi,
        functionName: 'allowance',
        args: [from as Address, spoke.depositContract],
      }),
      client
        .readContract({ address: token, abi: stableTokenAbi, functionName: 'nonZeroApproveGuard' })
        .catch(() => false),
    ])
    const approve = (value: bigint) => ({
      type: 'eip1193_request',
      request: sendTransaction({
        from,
        to: token,
        data: encodeFunctionData({
          abi: stableTokenAbi,
          functionName: 'approve',
          args: [spoke.depositContract, value],
        }),
        value: '0x0',
      }),
      waitForReceipt: true,
    })
    if (allowance < amount) {
      if (allowance > 0n && guarded) approvals.push(approve(0n))
      approvals.push(approve(amount))
    }
  }
  const value = deps.chains.relayFeeWei + (native ? amount : 0n)
  return {
    kind: 'CONTRACT_CALL',
    approvals: [
      {
        type: 'eip1193_request',
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: toHex(chainId) }] },
      },
      ...approvals,
      {
        type: 'eip1193_request',
        request: sendTransaction({
          from,
          to: spoke.depositContract,
          data: encodeDeposit({ token, amount, nonce }),
          value: toHex(value),
          gas: DEPOSIT_GAS,
        }),
        waitForReceipt: true,
        deposit: true,
      },
    ],
    expiresAt: parameters.expiresAt,
  }
}
