import type { BitcoinChain } from '../../bitcoin/startBitcoinChain.js'
import type { OrderRow } from '../../store/orderRow.js'

/**
 * Whether `txid` is the deposit of a Bitcoin-source order: a transaction the devnet's Bitcoin
 * knows (in the mempool or a block) with an output paying exactly the order's amount to its
 * deposit address. Confirmations are the lifecycle's business, not the submit's (v1 spec: on
 * NativeUTXO `deposited` covers submitted and unconfirmed deposits).
 */
export function bitcoinDepositFound(parameters: {
  bitcoin: Pick<BitcoinChain, 'runtime'>
  row: OrderRow
  txHash: string
}): boolean {
  const { bitcoin, row, txHash } = parameters
  const record = bitcoin.runtime.transaction(txHash.toLowerCase())
  if (!record || !row.depositAddress) return false
  return Array.from({ length: record.tx.outputsLength }, (_, vout) =>
    bitcoin.runtime.outputOf(record.txid, vout),
  ).some(
    (output) =>
      output?.address === row.depositAddress && String(output.amount) === row.srcAmountSpoke,
  )
}
