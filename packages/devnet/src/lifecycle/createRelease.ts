import { checksumEvmAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import type { Address, Hex } from 'viem'
import { spokeDepositAbi } from '../chains/abis.js'
import type { Clock } from '../rules/clock.js'
import type { OrderRow } from '../store/orderRow.js'
import type { TronLedger } from '../tron/tronLedger.js'
import { hubHash } from './hubTrace.js'
import type { LifecycleSpokes } from './lifecycleSpokes.js'

export type CreateReleaseParameters = {
  spokes: LifecycleSpokes
  tron: TronLedger
  clock: Clock
}

export type ReleaseParameters = {
  row: OrderRow
  /** A payout on the destination chain to `payoutAddr`, or a refund on the source chain to `refundAddr`. */
  leg: 'payout' | 'refund'
  amount: bigint
}

/**
 * Pays out and refunds with real transfers: the deposit contract's `release` on a spoke (the
 * operator's transaction, awaited), or the simulated TRON ledger. Returns the transaction hash.
 */
export function createRelease({ spokes, tron, clock }: CreateReleaseParameters) {
  return async function release({ row, leg, amount }: ReleaseParameters) {
    const isRefund = leg === 'refund'
    const [chainId, token, to] = isRefund
      ? [row.srcChainId, row.srcToken, row.refundAddr]
      : [row.dstChainId, row.dstToken, row.payoutAddr]
    if (chainId === TRON_CHAIN_ID) {
      if (isRefund && row.depositAddress)
        return tron.transfer({ from: row.depositAddress, to, amount, at: clock.now() }).txId
      tron.credit(to, amount)
      return hubHash(row.orderId, isRefund ? 'tron-refund' : 'tron-payout')
    }
    const entry = spokes.get(chainId)!
    const hash = await entry.wallet.writeContract({
      address: entry.spoke.depositContract,
      abi: spokeDepositAbi,
      functionName: 'release',
      args: [row.orderId as Hex, token as Address, checksumEvmAddress(to), amount, isRefund],
      chain: null,
    })
    const receipt = await entry.client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`release reverted on ${chainId}`)
    return hash
  }
}

export type Release = ReturnType<typeof createRelease>
