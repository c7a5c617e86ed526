import type { BitcoinDevnetKey } from './bitcoinKeys.js'
import type { BitcoinRuntime } from './createBitcoinRuntime.js'
import { type SpendableCoin, signBitcoinTransfer } from './signBitcoinTransfer.js'

/** The service's fee rate for its own transactions, sat/vB. */
export const SERVICE_FEE_RATE = 2n

/** The unspent outputs of `key`'s address, largest first (unconfirmed change included). */
export function coinsOf(runtime: BitcoinRuntime, key: BitcoinDevnetKey): SpendableCoin[] {
  return runtime
    .outputsOf(key.address)
    .filter((output) => !output.spentBy)
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
    .map((output) => ({
      txid: output.txid,
      vout: output.vout,
      value: output.amount,
      script: key.script,
      privateKey: key.privateKey,
    }))
}

/**
 * A payout or refund on the devnet's Bitcoin: a real P2WPKH transaction signed by the service's
 * keys, spending the coins of `from` in that order (an order's deposit address first, then the
 * treasury), paying `amount` to `to`, change to `changeAddress`; taken into the mempool like any
 * broadcast. Returns its txid.
 */
export function payOnBitcoin(parameters: {
  runtime: BitcoinRuntime
  from: readonly BitcoinDevnetKey[]
  to: string
  amount: bigint
  changeAddress: string
  memo?: string
}): string {
  const { runtime, from, ...transfer } = parameters
  const signed = signBitcoinTransfer({
    ...transfer,
    coins: from.flatMap((key) => coinsOf(runtime, key)),
    feeRate: SERVICE_FEE_RATE,
  })
  const accepted = runtime.accept(signed.hex)
  if (!accepted.ok)
    throw new Error(`Bitcoin payment refused: ${accepted.reason}: ${accepted.message}`)
  return accepted.txid
}
