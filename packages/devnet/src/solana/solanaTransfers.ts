import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getAddMemoInstruction } from '@solana-program/memo'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaRuntime, SolanaTransactionRecord } from './createSolanaRuntime.js'

/**
 * SPL Memo v2, the memo program every cluster and wallet knows (the memo client's default is a
 * newer program that litesvm does not ship).
 */
export const SPL_MEMO_PROGRAM_ADDRESS = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

/** The associated token account of `owner` for `mint`. */
export async function tokenAccountOf(parameters: { owner: Address; mint: Address }) {
  const [account] = await findAssociatedTokenPda({
    owner: parameters.owner,
    mint: parameters.mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return account
}

/** What a transfer moves: native SOL, or an SPL token of `mint` with its decimals. */
export type SolanaAsset = { kind: 'sol' } | { kind: 'spl'; mint: Address; decimals: number }

/**
 * The instructions of a transfer from `from` to the owner `to`: an optional memo first (what a
 * deposit carries to name its order), then a system transfer of lamports or an SPL
 * `transferChecked` between the two owners' associated token accounts. `payer`, when given,
 * creates the destination's token account if it is missing (a payout to a new wallet).
 */
export async function transferInstructions(parameters: {
  from: TransactionSigner
  to: Address
  asset: SolanaAsset
  amount: bigint
  memo?: string
  payer?: TransactionSigner
}): Promise<Instruction[]> {
  const { from, to, asset, amount, memo, payer } = parameters
  const instructions: Instruction[] = memo
    ? [getAddMemoInstruction({ memo }, { programAddress: SPL_MEMO_PROGRAM_ADDRESS })]
    : []
  if (asset.kind === 'sol') {
    instructions.push(getTransferSolInstruction({ source: from, destination: to, amount }))
    return instructions
  }
  const source = await tokenAccountOf({ owner: from.address, mint: asset.mint })
  const destination = await tokenAccountOf({ owner: to, mint: asset.mint })
  if (payer)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: to,
        mint: asset.mint,
      }),
    )
  instructions.push(
    getTransferCheckedInstruction({
      source,
      mint: asset.mint,
      destination,
      authority: from,
      amount,
      decimals: asset.decimals,
    }),
  )
  return instructions
}

/** Signs `instructions` with `payer` (and any signer they name) on the latest blockhash and runs them. */
export async function sendInstructions(parameters: {
  runtime: SolanaRuntime
  payer: TransactionSigner
  instructions: Instruction[]
}): Promise<SolanaTransactionRecord> {
  const { runtime, payer, instructions } = parameters
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(runtime.latestBlockhash(), draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const result = runtime.send(signed)
  if (!result.ok) throw new Error(`Solana transaction refused: ${result.message}`)
  return result.record
}
