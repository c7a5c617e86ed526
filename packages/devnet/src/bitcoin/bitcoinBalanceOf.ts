import type { BitcoinRuntime } from './createBitcoinRuntime.js'

/** What `address` holds, confirmed or not, in sats: its unspent outputs, as wallets show it. */
export const bitcoinBalanceOf = (runtime: BitcoinRuntime, address: string): bigint =>
  runtime
    .outputsOf(address)
    .filter((output) => !output.spentBy)
    .reduce((sum, output) => sum + output.amount, 0n)
