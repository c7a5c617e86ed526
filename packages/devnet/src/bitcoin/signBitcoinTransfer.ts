import { Transaction } from '@scure/btc-signer'
import { BITCOIN_NETWORK } from './bitcoinKeys.js'

/** A P2WPKH output its owner can spend: where it is, what it holds, and the key that signs. */
export type SpendableCoin = {
  txid: string
  vout: number
  value: bigint
  /** The output's script (the owner's P2WPKH script). */
  script: Uint8Array
  privateKey: Uint8Array
}

export type SignBitcoinTransferParameters = {
  /** Spent in this order until the amount and the fee are covered. */
  coins: readonly SpendableCoin[]
  to: string
  amount: bigint
  /** Where the rest goes (unless it would be dust, then it is left to the fee). */
  changeAddress: string
  /** sat/vB. */
  feeRate: bigint
  /** Carried in an OP_RETURN output (at most 75 bytes). */
  memo?: string | undefined
}

/** Below this a change output would be dust; it is left to the fee instead. */
const DUST_SATS = 546n
/** A P2WPKH spend's size in vbytes: overhead, per input, per output (rounded up). */
const estimateVsize = (inputs: number, outputs: number) => BigInt(11 + 68 * inputs + 31 * outputs)

/**
 * Builds and signs a P2WPKH transfer with @scure/btc-signer: the first coins that cover the
 * amount and the fee, `amount` to `to`, an optional OP_RETURN memo, change back. Returns the raw
 * hex and its fee, unsent. Shared by the test wallet and the service's payouts and refunds.
 */
export function signBitcoinTransfer(parameters: SignBitcoinTransferParameters) {
  const { coins, to, amount, changeAddress, feeRate } = parameters
  const memo = parameters.memo === undefined ? undefined : new TextEncoder().encode(parameters.memo)
  // OP_RETURN with one direct push: up to 75 bytes fit its length byte.
  if (memo && memo.length > 75) throw new Error('a memo is at most 75 bytes')
  const outputs = 2 + (memo ? 1 : 0)
  const chosen: SpendableCoin[] = []
  let total = 0n
  for (const coin of coins) {
    if (total >= amount + feeRate * estimateVsize(chosen.length, outputs)) break
    chosen.push(coin)
    total += coin.value
  }
  const fee = feeRate * estimateVsize(chosen.length, outputs)
  if (total < amount + fee)
    throw new Error(`the coins hold ${total} sat, short of ${amount} + fee ${fee}`)
  const tx = new Transaction({ allowUnknownOutputs: true })
  for (const coin of chosen)
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: coin.script, amount: coin.value },
    })
  tx.addOutputAddress(to, amount, BITCOIN_NETWORK)
  if (memo) tx.addOutput({ script: new Uint8Array([0x6a, memo.length, ...memo]), amount: 0n })
  const change = total - amount - fee
  if (change >= DUST_SATS) tx.addOutputAddress(changeAddress, change, BITCOIN_NETWORK)
  const keys = new Map(chosen.map((coin) => [coin.privateKey.join(','), coin.privateKey]))
  for (const privateKey of keys.values()) tx.sign(privateKey)
  tx.finalize()
  return { hex: tx.hex, txid: tx.id, fee: change >= DUST_SATS ? fee : total - amount }
}
