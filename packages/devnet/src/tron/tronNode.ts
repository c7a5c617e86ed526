import { parseTronAddress } from '@ferry/order-api'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { recoverTronSigner } from './tronKeys.js'
import type { TronLedger } from './tronLedger.js'
import {
  encodeRawTransaction,
  encodeTransferContract,
  encodeTriggerSmartContract,
} from './tronProtobuf.js'

/** Sun per TRX. */
export const SUN = 1_000_000n
/** What the sender pays (burnt) when its transfer creates the receiving account. */
export const ACTIVATION_FEE_SUN = 1n * SUN
/** The energy a TRC-20 transfer burns, in sun: paid from the sender's TRX within fee_limit. */
export const TRC20_TRANSFER_FEE_SUN = 5n * SUN
/** A transaction not broadcast within this (ms) after it was built is refused, as on TRON. */
const EXPIRATION_MS = 60_000

const TRANSFER_SELECTOR = 'a9059cbb'

/** A transaction as TronGrid gives it (`visible: true`: addresses in base58). */
export type TronTransaction = {
  visible: boolean
  txID: string
  raw_data: Record<string, unknown>
  raw_data_hex: string
  signature?: string[]
}

type Built = {
  transaction: TronTransaction
  owner: string
  /** What the transaction does once signed and broadcast. */
  effect:
    | { kind: 'trx'; to: string; amount: bigint }
    | { kind: 'trc20'; to: string; amount: bigint; feeLimit: bigint }
}

type Included = {
  transaction: TronTransaction
  blockNumber: number
  blockTimestamp: number
  fee: bigint
}

/** A refusal of the node, with TronGrid's code (`CONTRACT_VALIDATE_ERROR`, `SIGERROR`, …). */
export class TronNodeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'TronNodeError'
  }
}

const hex41 = (address: string) => parseTronAddress(address).hex41

/**
 * SIMULATION of a TRON full node over the devnet's TRON ledger: it builds TRX transfers and
 * TRC-20 `transfer` calls as real TRON transactions (protobuf raw data, txID = its sha256),
 * takes them back signed (secp256k1 over the txID), checks the signer is the owner, the
 * expiration, the TRX for fees and for activating a new receiver, then applies them to the
 * ledger in a block of their own. Only transactions it built are accepted: a txID binds their
 * content, so the node need not decode protobuf.
 */
export function createTronNode(parameters: {
  ledger: TronLedger
  /** Unix milliseconds. */
  nowMs: () => number
}) {
  const { ledger, nowMs } = parameters
  const built = new Map<string, Built>()
  const included = new Map<string, Included>()
  let height = 1

  function blockId(number: number) {
    const hash = bytesToHex(sha256(new TextEncoder().encode(`ferry-tron-block-${number}`)))
    return `${number.toString(16).padStart(16, '0')}${hash.slice(16)}`
  }

  function build(parameters: {
    owner: string
    contractType: 1 | 31
    typeName: 'TransferContract' | 'TriggerSmartContract'
    parameter: number[]
    value: Record<string, unknown>
    feeLimit: bigint
    visible: boolean
  }): TronTransaction {
    const head = blockId(height)
    const timestamp = BigInt(nowMs())
    const fields = {
      refBlockBytes: height.toString(16).padStart(16, '0').slice(12),
      refBlockHash: head.slice(16, 32),
      expiration: timestamp + BigInt(EXPIRATION_MS),
      timestamp,
      feeLimit: parameters.feeLimit,
      contractType: parameters.contractType,
      typeUrl: `type.googleapis.com/protocol.${parameters.typeName}`,
      parameter: parameters.parameter,
    }
    const rawDataHex = encodeRawTransaction(fields)
    return {
      visible: parameters.visible,
      txID: bytesToHex(sha256(hexToBytes(rawDataHex))),
      raw_data: {
        contract: [
          {
            parameter: { value: parameters.value, type_url: fields.typeUrl },
            type: parameters.typeName,
          },
        ],
        ref_block_bytes: fields.refBlockBytes,
        ref_block_hash: fields.refBlockHash,
        expiration: Number(fields.expiration),
        ...(parameters.feeLimit > 0n ? { fee_limit: Number(parameters.feeLimit) } : {}),
        timestamp: Number(timestamp),
      },
      raw_data_hex: rawDataHex,
    }
  }

  const shown = (address: string, visible: boolean) =>
    visible ? parseTronAddress(address).base58 : hex41(address)

  return {
    /** `/wallet/createtransaction`: a TRX transfer, in sun. */
    createTransaction(request: { owner: string; to: string; amount: bigint; visible: boolean }) {
      if (request.amount <= 0n)
        throw new TronNodeError('CONTRACT_VALIDATE_ERROR', 'amount must be greater than 0')
      const owner = parseTronAddress(request.owner).base58
      const to = parseTronAddress(request.to).base58
      const transaction = build({
        owner,
        contractType: 1,
        typeName: 'TransferContract',
        parameter: encodeTransferContract({
          owner: hex41(owner),
          to: hex41(to),
          amount: request.amount,
        }),
        value: {
          owner_address: shown(owner, request.visible),
          to_address: shown(to, request.visible),
          amount: Number(request.amount),
        },
        feeLimit: 0n,
        visible: request.visible,
      })
      built.set(transaction.txID, {
        transaction,
        owner,
        effect: { kind: 'trx', to, amount: request.amount },
      })
      return transaction
    },

    /** `/wallet/triggersmartcontract`: only the ledger's TRC-20 `transfer(address,uint256)`. */
    triggerTransfer(request: {
      owner: string
      contract: string
      data: string
      feeLimit: bigint
      visible: boolean
    }) {
      const owner = parseTronAddress(request.owner).base58
      const contract = parseTronAddress(request.contract).base58
      if (contract !== ledger.token)
        throw new TronNodeError(
          'CONTRACT_VALIDATE_ERROR',
          `No contract or not a smart contract: ${contract}`,
        )
      const data = request.data.replace(/^0x/, '').toLowerCase()
      if (!data.startsWith(TRANSFER_SELECTOR) || data.length !== 8 + 128)
        throw new TronNodeError(
          'CONTRACT_VALIDATE_ERROR',
          'only transfer(address,uint256) is served',
        )
      const to = parseTronAddress(`41${data.slice(8 + 24, 8 + 64)}`).base58
      const amount = BigInt(`0x${data.slice(8 + 64)}`)
      const transaction = build({
        owner,
        contractType: 31,
        typeName: 'TriggerSmartContract',
        parameter: encodeTriggerSmartContract({
          owner: hex41(owner),
          contract: hex41(contract),
          callValue: 0n,
          data,
        }),
        value: {
          data,
          owner_address: shown(owner, request.visible),
          contract_address: shown(contract, request.visible),
        },
        feeLimit: request.feeLimit,
        visible: request.visible,
      })
      built.set(transaction.txID, {
        transaction,
        owner,
        effect: { kind: 'trc20', to, amount, feeLimit: request.feeLimit },
      })
      return transaction
    },

    /** `/wallet/broadcasttransaction`: the signed transaction applied, or refused. */
    broadcast(transaction: { txID?: unknown; raw_data_hex?: unknown; signature?: unknown }) {
      const txId = typeof transaction.txID === 'string' ? transaction.txID.toLowerCase() : ''
      const entry = built.get(txId)
      if (included.has(txId)) throw new TronNodeError('DUP_TRANSACTION_ERROR', 'Dup transaction.')
      if (!entry || transaction.raw_data_hex !== entry.transaction.raw_data_hex)
        throw new TronNodeError('OTHER_ERROR', 'unknown transaction: build it with this node first')
      const signatures = Array.isArray(transaction.signature) ? transaction.signature : []
      const signer =
        typeof signatures[0] === 'string'
          ? recoverTronSigner({ txId, signature: signatures[0] })
          : undefined
      if (signer !== entry.owner)
        throw new TronNodeError(
          'SIGERROR',
          `Validate signature error: not signed by ${entry.owner}`,
        )
      if (nowMs() > Number(entry.transaction.raw_data.expiration))
        throw new TronNodeError('TRANSACTION_EXPIRATION_ERROR', 'Transaction expired')
      if (!ledger.isActivated(entry.owner))
        throw new TronNodeError('CONTRACT_VALIDATE_ERROR', `Account[${entry.owner}] does not exist`)
      const { effect } = entry
      // Creating the receiver's account costs the sender TRX (TRON's account-creation fee).
      const activation = ledger.isActivated(effect.to) ? 0n : ACTIVATION_FEE_SUN
      const fee = activation + (effect.kind === 'trc20' ? TRC20_TRANSFER_FEE_SUN : 0n)
      if (effect.kind === 'trc20' && fee > effect.feeLimit)
        throw new TronNodeError(
          'CONTRACT_VALIDATE_ERROR',
          `fee_limit ${effect.feeLimit} is below the fee ${fee}`,
        )
      const trxNeeded = fee + (effect.kind === 'trx' ? effect.amount : 0n)
      if (ledger.trxBalanceOf(entry.owner) < trxNeeded)
        throw new TronNodeError(
          'CONTRACT_VALIDATE_ERROR',
          activation > 0n
            ? `balance is not sufficient: ${effect.to} is not activated, its creation costs ${activation} sun`
            : 'balance is not sufficient',
        )
      if (effect.kind === 'trc20' && ledger.balanceOf(entry.owner) < effect.amount)
        throw new TronNodeError('REVERT', 'transfer amount exceeds balance')
      ledger.moveTrx(entry.owner, -trxNeeded)
      if (effect.kind === 'trx') ledger.moveTrx(effect.to, effect.amount)
      else
        ledger.transfer({
          from: entry.owner,
          to: effect.to,
          amount: effect.amount,
          at: Math.floor(nowMs() / 1000),
          txId,
        })
      height += 1
      included.set(txId, {
        transaction: { ...entry.transaction, signature: signatures as string[] },
        blockNumber: height,
        blockTimestamp: nowMs(),
        fee,
      })
      return { result: true, txid: txId }
    },

    transactionById: (txId: string) => included.get(txId.toLowerCase()),
    nowBlock: () => ({
      blockID: blockId(height),
      block_header: { raw_data: { number: height, timestamp: nowMs() } },
    }),
  }
}

export type TronNode = ReturnType<typeof createTronNode>
