import type { OrderRow } from '../store/orderRow.js'
import { bitcoinDepositKeyOf } from './bitcoinDepositKey.js'
import { payOnBitcoin } from './payOnBitcoin.js'
import type { BitcoinChain } from './startBitcoinChain.js'

/**
 * An order's payout or refund in BTC. A payout comes from the treasury; a refund spends the
 * order's deposit address first (the deposit itself goes back), the treasury covering the
 * network fee when the deposit cannot; change goes to the treasury. Returns the txid.
 */
export function payOutOnBitcoin(parameters: {
  chain: Pick<BitcoinChain, 'runtime' | 'keys'>
  row: OrderRow
  leg: 'payout' | 'refund'
  to: string
  amount: bigint
}): string {
  const { chain, row, leg, to, amount } = parameters
  const treasury = chain.keys.treasury
  const from =
    leg === 'refund' && row.depositAddress
      ? [bitcoinDepositKeyOf(row.orderId), treasury]
      : [treasury]
  return payOnBitcoin({ runtime: chain.runtime, from, to, amount, changeAddress: treasury.address })
}
