import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, WIF } from '@scure/btc-signer'
import { BITCOIN_NETWORK } from './bitcoinKeys.js'
import { signBitcoinTransfer } from './signBitcoinTransfer.js'

export type EsploraUtxo = {
  txid: string
  vout: number
  value: number
  status: { confirmed: boolean }
}

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
    const available = [...(transfer.from ?? (await utxos()))].sort((a, b) => b.value - a.value)
    return signBitcoinTransfer({
      coins: available.map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        value: BigInt(utxo.value),
        script: payment.script,
        privateKey,
      })),
      to: transfer.to,
      amount: transfer.amount,
      changeAddress: address,
      feeRate: transfer.feeRate ?? 2n,
      memo: transfer.memo,
    }).hex
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
