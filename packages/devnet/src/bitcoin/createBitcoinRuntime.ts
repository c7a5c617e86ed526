import { hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'
import { BITCOIN_NETWORK } from './bitcoinKeys.js'
import { type SpentOutput, verifyP2wpkhInput } from './verifyP2wpkhInput.js'

/** An output of a devnet transaction; `spentBy` is the txid of its spender (mempool or block). */
export type BitcoinOutput = SpentOutput & {
  txid: string
  vout: number
  /** Absent for scripts without an address (OP_RETURN, bare scripts). */
  address?: string
  spentBy?: string
}

export type BitcoinBlock = {
  height: number
  hash: string
  previousHash: string
  /** Unix seconds (devnet clock). */
  time: number
  txids: string[]
}

export type BitcoinTransactionRecord = {
  txid: string
  tx: Transaction
  raw: Uint8Array
  /** The outputs its inputs spent, in input order (empty for a coinbase). */
  spent: BitcoinOutput[]
  fee: bigint
  coinbase: boolean
  block?: BitcoinBlock
}

/**
 * Why a transaction was refused, with bitcoind's reject reason (what Esplora passes on) and a
 * sentence naming the input or amount at fault.
 */
export type BitcoinRejection = { code: -22 | -25 | -26 | -27; reason: string; message: string }
export type BitcoinAcceptResult = { ok: true; txid: string } | ({ ok: false } & BitcoinRejection)

export type CreateBitcoinRuntimeParameters = {
  /** A block this often once `start()`ed. */
  blockMs: number
  /** Smallest fee rate relayed, sat/vB (bitcoind: 1). */
  minRelayFeeRate: bigint
  /** Unix seconds, for block times. */
  now: () => number
}

const NULL_TXID = '0'.repeat(64)
const outpoint = (txid: string, vout: number) => `${txid}:${vout}`
const addressOf = (script: Uint8Array) => {
  try {
    return Address(BITCOIN_NETWORK).encode(OutScript.decode(script))
  } catch {
    return undefined
  }
}
const reject = (
  code: BitcoinRejection['code'],
  reason: string,
  message: string,
): BitcoinAcceptResult => ({ ok: false, code, reason, message })

/**
 * A UTXO chain in process: a set of outputs, a mempool that takes signed transactions spending
 * P2WPKH outputs (signatures verified, double spends and overspends refused), and blocks that
 * confirm the whole mempool, on a timer or on demand. No proof of work, no block subsidy: block
 * hashes are derived, coins enter only through the funding coinbase, fees leave circulation.
 */
export function createBitcoinRuntime(parameters: CreateBitcoinRuntimeParameters) {
  const outputs = new Map<string, BitcoinOutput>()
  const byAddress = new Map<string, BitcoinOutput[]>()
  const transactions = new Map<string, BitcoinTransactionRecord>()
  const blocks: BitcoinBlock[] = []
  let mempool: string[] = []
  const listeners = new Set<(record: BitcoinTransactionRecord) => void>()
  let timer: ReturnType<typeof setInterval> | undefined

  function record(tx: Transaction, spent: BitcoinOutput[], coinbase: boolean) {
    const txid = tx.id
    for (const output of spent) output.spentBy = txid
    for (let vout = 0; vout < tx.outputsLength; vout++) {
      const { script, amount } = tx.getOutput(vout)
      const output: BitcoinOutput = { txid, vout, script: script!, amount: amount! }
      const address = addressOf(script!)
      if (address) {
        output.address = address
        byAddress.set(address, [...(byAddress.get(address) ?? []), output])
      }
      outputs.set(outpoint(txid, vout), output)
    }
    const inputSum = spent.reduce((sum, output) => sum + output.amount, 0n)
    const outputSum = Array.from(
      { length: tx.outputsLength },
      (_, i) => tx.getOutput(i).amount!,
    ).reduce((sum, amount) => sum + amount, 0n)
    const entry: BitcoinTransactionRecord = {
      txid,
      tx,
      raw: tx.toBytes(true, true),
      spent,
      fee: coinbase ? 0n : inputSum - outputSum,
      coinbase,
    }
    transactions.set(txid, entry)
    mempool.push(txid)
    for (const listener of listeners) listener(entry)
    return entry
  }

  function decode(rawHex: string): Transaction | BitcoinRejection {
    if (!/^([0-9a-fA-F]{2})+$/.test(rawHex.trim()))
      return { code: -22, reason: 'TX decode failed', message: 'the body is not raw hex' }
    try {
      return Transaction.fromRaw(hex.decode(rawHex.trim().toLowerCase()), {
        allowUnknownOutputs: true,
      })
    } catch (error) {
      return {
        code: -22,
        reason: 'TX decode failed',
        message: `not a Bitcoin transaction (${(error as Error).message})`,
      }
    }
  }

  /** Checks and takes a signed transaction into the mempool, as `sendrawtransaction` does. */
  function accept(rawHex: string): BitcoinAcceptResult {
    const tx = decode(rawHex)
    if (!(tx instanceof Transaction)) return { ok: false, ...tx }
    const known = transactions.get(tx.id)
    if (known?.block) return reject(-27, 'Transaction already in block chain', `${tx.id} is mined`)
    if (known) return reject(-26, 'txn-already-in-mempool', `${tx.id} is already in the mempool`)
    if (tx.inputsLength === 0)
      return reject(-26, 'bad-txns-vin-empty', 'the transaction has no inputs')
    if (tx.outputsLength === 0)
      return reject(-26, 'bad-txns-vout-empty', 'the transaction has no outputs')
    const spent: BitcoinOutput[] = []
    for (let index = 0; index < tx.inputsLength; index++) {
      const input = tx.getInput(index)
      const key = outpoint(hex.encode(input.txid!), input.index!)
      if (hex.encode(input.txid!) === NULL_TXID)
        return reject(-26, 'bad-txns-prevout-null', `input ${index} is a coinbase input`)
      const output = outputs.get(key)
      if (!output)
        return reject(
          -25,
          'bad-txns-inputs-missingorspent',
          `input ${index} spends ${key}, which does not exist`,
        )
      if (spent.includes(output))
        return reject(
          -26,
          'bad-txns-inputs-duplicate',
          `input ${index} spends ${key} a second time`,
        )
      if (output.spentBy) {
        const spender = transactions.get(output.spentBy)!
        if (!spender.block)
          return reject(
            -26,
            'txn-mempool-conflict',
            `input ${index} spends ${key}, already spent by ${spender.txid} in the mempool`,
          )
        return reject(
          -25,
          'bad-txns-inputs-missingorspent',
          `input ${index} spends ${key}, already spent by ${spender.txid} in block ${spender.block.height}`,
        )
      }
      spent.push(output)
    }
    const inputSum = spent.reduce((sum, output) => sum + output.amount, 0n)
    let outputSum = 0n
    for (let index = 0; index < tx.outputsLength; index++) outputSum += tx.getOutput(index).amount!
    if (outputSum > inputSum)
      return reject(
        -26,
        'bad-txns-in-belowout',
        `outputs ${outputSum} sat are more than inputs ${inputSum} sat`,
      )
    const minimumFee = parameters.minRelayFeeRate * BigInt(tx.vsize)
    if (inputSum - outputSum < minimumFee)
      return reject(
        -26,
        'min relay fee not met',
        `fee ${inputSum - outputSum} sat < ${minimumFee} sat (${tx.vsize} vB at ${parameters.minRelayFeeRate} sat/vB)`,
      )
    for (let index = 0; index < tx.inputsLength; index++) {
      const problem = verifyP2wpkhInput(tx, index, spent[index]!)
      if (problem)
        return reject(
          -26,
          'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
          problem,
        )
    }
    return { ok: true, txid: record(tx, spent, false).txid }
  }

  /** Confirms the whole mempool in a new block (and `count - 1` empty ones after it). */
  function mine(count = 1) {
    for (let step = 0; step < count; step++) {
      const previousHash = blocks.at(-1)?.hash ?? NULL_TXID
      const height = blocks.length
      const time = parameters.now()
      const hash = hex.encode(
        sha256x2(
          new TextEncoder().encode(`${previousHash}|${height}|${time}|${mempool.join(',')}`),
        ),
      )
      const block: BitcoinBlock = { height, hash, previousHash, time, txids: mempool }
      mempool = []
      for (const txid of block.txids) transactions.get(txid)!.block = block
      blocks.push(block)
    }
    return blocks.at(-1)!
  }

  /** Creates coins: a coinbase paying `payouts`, mined at once (the devnet's funding). */
  function fund(label: string, payouts: { script: Uint8Array; amount: bigint }[]) {
    const tx = new Transaction({ allowUnknownInputs: true, disableScriptCheck: true })
    for (const payout of payouts) tx.addOutput(payout)
    tx.addInput({
      txid: new Uint8Array(32),
      index: 0xffff_ffff,
      finalScriptSig: new TextEncoder().encode(`ferry devnet ${label} ${blocks.length}`),
    })
    const entry = record(tx, [], true)
    mine()
    return entry
  }

  const tip = () => blocks.at(-1)!
  return {
    get tipHeight() {
      return tip().height
    },
    get tipHash() {
      return tip().hash
    },
    get mempool(): readonly string[] {
      return mempool
    },
    accept,
    mine,
    fund,
    transaction: (txid: string) => transactions.get(txid),
    outputOf: (txid: string, vout: number) => outputs.get(outpoint(txid, vout)),
    /** Every output ever paid to `address`, spent or not. */
    outputsOf: (address: string): readonly BitcoinOutput[] => byAddress.get(address) ?? [],
    isConfirmed: (txid: string) => transactions.get(txid)?.block !== undefined,
    /** 0 in the mempool, 1 in the tip block, and so on; undefined for an unknown txid. */
    confirmationsOf(txid: string) {
      const entry = transactions.get(txid)
      if (!entry) return undefined
      return entry.block ? tip().height - entry.block.height + 1 : 0
    },
    onTransaction(listener: (record: BitcoinTransactionRecord) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      timer ??= setInterval(() => mine(), parameters.blockMs)
      timer.unref?.()
    },
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}

export type BitcoinRuntime = ReturnType<typeof createBitcoinRuntime>
