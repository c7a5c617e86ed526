import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, Transaction, WIF } from '@scure/btc-signer'
import { BITCOIN_NETWORK } from './bitcoinKeys.js'

export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

/** Below this a change output would be dust; it is left to the fee instead. */
const DUST_SATS = 546n
/** A P2WPKH spend's size in vbytes: overhead, per input, per output (rounded up). */
const estimateVsize = (inputs: number, outputs: number) => BigInt(11 + 68 * inputs + 31 * outputs)

/**
 * A P2WPKH wallet over the devnet's Esplora API, as a browser Bitcoin wallet would be: it reads
 * its UTXOs, builds and signs transfers with @scure/btc-signer and broadcasts them. For tests and
 * scripts.
 */
export function bitcoinTestWallet({ esploraUrl, wif }: { esploraUrl: string; wif: string }) {
  const privateKey = WIF(BITCOIN_NETWORK).decode(wif)
  const payment = p2wpkh(secp256k1.getPublicKey(privateKey, true), BITCOIN_NETWORK)
  const address = payment.address!
  const get = async (path: string) => {
    const response = await fetch(`${esploraUrl}${path}`)
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  const utxos = async () => (await (await get(`/address/${address}/utxo`)).json()) as EsploraUtxo[]

  /**
   * Signs a transfer of `amount` sats to `to` from the largest UTXOs first, change back to the
   * wallet, `feeRate` sat/vB; `memo` adds an OP_RETURN output. Returns the raw hex, unsent.
   */
  async function signTransfer(transfer: {
    to: string
    amount: bigint
    feeRate?: bigint
    memo?: string
    from?: EsploraUtxo[]
  }) {
    const feeRate = transfer.feeRate ?? 2n
    const available = [...(transfer.from ?? (await utxos()))].sort((a, b) => b.value - a.value)
    const outputs = 2 + (transfer.memo ? 1 : 0)
    const chosen: EsploraUtxo[] = []
    let total = 0n
    for (const utxo of available) {
      if (total >= transfer.amount + feeRate * estimateVsize(chosen.length, outputs)) break
      chosen.push(utxo)
      total += BigInt(utxo.value)
    }
    const fee = feeRate * estimateVsize(chosen.length, outputs)
    if (total < transfer.amount + fee)
      throw new Error(`${address} holds ${total} sat, short of ${transfer.amount} + fee ${fee}`)
    const tx = new Transaction({ allowUnknownOutputs: true })
    for (const utxo of chosen)
      tx.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
      })
    tx.addOutputAddress(transfer.to, transfer.amount, BITCOIN_NETWORK)
    if (transfer.memo) {
      const memo = new TextEncoder().encode(transfer.memo)
      // OP_RETURN with one direct push: up to 75 bytes fit its length byte.
      if (memo.length > 75) throw new Error('a memo is at most 75 bytes')
      tx.addOutput({ script: new Uint8Array([0x6a, memo.length, ...memo]), amount: 0n })
    }
    const change = total - transfer.amount - fee
    if (change >= DUST_SATS) tx.addOutputAddress(address, change, BITCOIN_NETWORK)
    tx.sign(privateKey)
    tx.finalize()
    return tx.hex
  }

  async function broadcast(rawHex: string) {
    const response = await fetch(`${esploraUrl}/tx`, { method: 'POST', body: rawHex })
    const text = await response.text()
    if (!response.ok) throw new Error(text)
    return text
  }

  return {
    address,
    privateKey,
    utxos,
    /** Confirmed plus unconfirmed sats, as wallets show. */
    async balance() {
      const { chain_stats: chain, mempool_stats: pool } = (await (
        await get(`/address/${address}`)
      ).json()) as Record<'chain_stats' | 'mempool_stats', Record<string, number>>
      return BigInt(
        chain.funded_txo_sum! - chain.spent_txo_sum! + pool.funded_txo_sum! - pool.spent_txo_sum!,
      )
    },
    signTransfer,
    broadcast,
    async transfer(transfer: Parameters<typeof signTransfer>[0]) {
      return broadcast(await signTransfer(transfer))
    },
  }
}
