import { checksumEvmAddress, TRON_CHAIN_ID } from '@ferry/order-api'
import { V1_BITCOIN_CHAIN_ID, V1_SOLANA_CHAIN_ID } from '@ferry/order-api/v1'
import type { Address as SolanaAddress } from '@solana/kit'
import type { Address, Hex } from 'viem'
import { payOutOnBitcoin } from '../bitcoin/payOutOnBitcoin.js'
import type { BitcoinChain } from '../bitcoin/startBitcoinChain.js'
import { spokeDepositAbi } from '../chains/abis.js'
import type { SpokeClients } from '../chains/spokeClients.js'
import type { Clock } from '../rules/clock.js'
import { payOnSolana } from '../solana/payOnSolana.js'
import { solanaAssetOf } from '../solana/solanaAssets.js'
import type { SolanaChain } from '../solana/startSolanaChain.js'
import type { OrderRow } from '../store/orderRow.js'
import type { TronLedger } from '../tron/tronLedger.js'
import { hubHash } from './hubTrace.js'

export type CreateReleaseParameters = {
  spokes: SpokeClients
  tron: TronLedger
  solana?: SolanaChain | undefined
  bitcoin?: Pick<BitcoinChain, 'runtime' | 'keys'> | undefined
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
 * operator's transaction, awaited), the simulated TRON ledger, or a signed transaction on the
 * devnet's Solana or Bitcoin. Returns the transaction hash.
 */
export function createRelease({ spokes, tron, solana, bitcoin, clock }: CreateReleaseParameters) {
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
    if (chainId === V1_SOLANA_CHAIN_ID && solana) {
      const asset = solanaAssetOf({ chain: solana, token })
      if (!asset) throw new Error(`${token} is no token of the devnet's Solana`)
      return payOnSolana({
        chain: solana,
        to: to as SolanaAddress,
        asset,
        amount,
        memo: `${row.orderId} ${leg}`,
      })
    }
    if (chainId === V1_BITCOIN_CHAIN_ID && bitcoin)
      return payOutOnBitcoin({ chain: bitcoin, row, leg, to, amount })
    const entry = spokes.get(chainId)!
    const hash = await entry.operator.writeContract({
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
