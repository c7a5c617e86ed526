import { type Address, getCompiledTransactionMessageDecoder, getU64Decoder } from '@solana/kit'
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaTransactionRecord } from './createSolanaRuntime.js'
import { type SolanaAsset, SPL_MEMO_PROGRAM_ADDRESS } from './solanaTransfers.js'

/** A transfer into the service's deposit account, with the memo its transaction carried. */
export type SolanaDeposit = {
  signature: string
  /** The memo, trimmed; for a deposit of a v1 order its engine order id. */
  memo: string | undefined
  asset: SolanaAsset
  amount: bigint
  /** The wallet that sent it (the owner of the source token account for SPL). */
  sender: Address
}

const messageDecoder = getCompiledTransactionMessageDecoder()
const u64 = getU64Decoder()
const MEMO_V1 = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'
/** System program `Transfer`: u32 index 2, then u64 lamports. */
const SYSTEM_TRANSFER = 2
/** Token program `TransferChecked`: index 12, u64 amount, u8 decimals. */
const TOKEN_TRANSFER_CHECKED = 12

/**
 * The deposit a transaction made into the deposit account (`depositAccount`, or its token account
 * `depositTokenAccount` of the USDC mint), read from its instructions: a system transfer of
 * lamports or an SPL `transferChecked`, and a memo. `undefined` when it paid nothing in.
 */
export function readSolanaDeposit(parameters: {
  record: SolanaTransactionRecord
  depositAccount: Address
  depositTokenAccount: Address
  usdc: { mint: Address; decimals: number }
}): SolanaDeposit | undefined {
  const { record, depositAccount, depositTokenAccount, usdc } = parameters
  const message = messageDecoder.decode(record.transaction.messageBytes)
  if (!('instructions' in message)) return undefined
  const keys = message.staticAccounts
  let memo: string | undefined
  let deposit: Omit<SolanaDeposit, 'memo' | 'signature'> | undefined
  for (const instruction of message.instructions) {
    const program = keys[instruction.programAddressIndex]
    const data = instruction.data ?? new Uint8Array()
    const account = (index: number) => keys[instruction.accountIndices?.[index] ?? -1]
    if (program === SPL_MEMO_PROGRAM_ADDRESS || program === MEMO_V1)
      memo = new TextDecoder().decode(data).trim()
    else if (
      program === SYSTEM_PROGRAM_ADDRESS &&
      data.length === 12 &&
      data[0] === SYSTEM_TRANSFER &&
      account(1) === depositAccount
    )
      deposit ??= { asset: { kind: 'sol' }, amount: u64.decode(data, 4), sender: account(0)! }
    else if (
      program === TOKEN_PROGRAM_ADDRESS &&
      data.length === 10 &&
      data[0] === TOKEN_TRANSFER_CHECKED &&
      account(1) === usdc.mint &&
      account(2) === depositTokenAccount
    )
      deposit ??= {
        asset: { kind: 'spl', mint: usdc.mint, decimals: usdc.decimals },
        amount: u64.decode(data, 1),
        sender: account(3)!,
      }
  }
  return deposit && { ...deposit, memo, signature: record.signature }
}
