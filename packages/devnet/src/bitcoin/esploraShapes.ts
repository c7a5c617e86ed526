import { hex } from '@scure/base'
import { OutScript } from '@scure/btc-signer'
import type {
  BitcoinOutput,
  BitcoinRuntime,
  BitcoinTransactionRecord,
} from './createBitcoinRuntime.js'

const scriptTypes: Record<string, string> = {
  wpkh: 'v0_p2wpkh',
  wsh: 'v0_p2wsh',
  pkh: 'p2pkh',
  sh: 'p2sh',
  tr: 'v1_p2tr',
  pk: 'p2pk',
}

function scriptTypeOf(script: Uint8Array) {
  if (script[0] === 0x6a) return 'op_return'
  try {
    return scriptTypes[OutScript.decode(script).type] ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** An output as Esplora writes it (`vout[]`, `vin[].prevout`). */
export const esploraOutput = (output: Pick<BitcoinOutput, 'script' | 'amount' | 'address'>) => ({
  scriptpubkey: hex.encode(output.script),
  scriptpubkey_type: scriptTypeOf(output.script),
  ...(output.address ? { scriptpubkey_address: output.address } : {}),
  value: Number(output.amount),
})

/** `GET /tx/:txid/status`: a block's height, hash and time once mined. */
export const esploraStatus = (record: BitcoinTransactionRecord) =>
  record.block
    ? {
        confirmed: true,
        block_height: record.block.height,
        block_hash: record.block.hash,
        block_time: record.block.time,
      }
    : { confirmed: false }

/** `GET /tx/:txid`: Esplora's transaction object. */
export function esploraTransaction(runtime: BitcoinRuntime, record: BitcoinTransactionRecord) {
  const { tx } = record
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.lockTime,
    vin: Array.from({ length: tx.inputsLength }, (_, index) => {
      const input = tx.getInput(index)
      const spent = record.spent[index]
      return {
        txid: hex.encode(input.txid!),
        vout: input.index!,
        prevout: spent ? esploraOutput(spent) : null,
        scriptsig: hex.encode(input.finalScriptSig ?? new Uint8Array()),
        witness: (input.finalScriptWitness ?? []).map((item) => hex.encode(item)),
        is_coinbase: record.coinbase,
        sequence: input.sequence!,
      }
    }),
    vout: Array.from({ length: tx.outputsLength }, (_, vout) =>
      esploraOutput(runtime.outputOf(record.txid, vout)!),
    ),
    size: record.raw.length,
    weight: tx.weight,
    fee: Number(record.fee),
    status: esploraStatus(record),
  }
}

type Stats = {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

/**
 * `GET /address/:address`: what was paid to and spent from the address, split between blocks
 * (`chain_stats`) and the mempool (`mempool_stats`).
 */
export function esploraAddress(runtime: BitcoinRuntime, address: string) {
  const empty = (): Stats => ({
    funded_txo_count: 0,
    funded_txo_sum: 0,
    spent_txo_count: 0,
    spent_txo_sum: 0,
    tx_count: 0,
  })
  const chain = { stats: empty(), txids: new Set<string>() }
  const pool = { stats: empty(), txids: new Set<string>() }
  for (const output of runtime.outputsOf(address)) {
    const funding = runtime.isConfirmed(output.txid) ? chain : pool
    funding.stats.funded_txo_count += 1
    funding.stats.funded_txo_sum += Number(output.amount)
    funding.txids.add(output.txid)
    if (!output.spentBy) continue
    const spending = runtime.isConfirmed(output.spentBy) ? chain : pool
    spending.stats.spent_txo_count += 1
    spending.stats.spent_txo_sum += Number(output.amount)
    spending.txids.add(output.spentBy)
  }
  chain.stats.tx_count = chain.txids.size
  pool.stats.tx_count = pool.txids.size
  return { address, chain_stats: chain.stats, mempool_stats: pool.stats }
}
