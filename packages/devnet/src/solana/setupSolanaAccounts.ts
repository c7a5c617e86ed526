import { type Address, lamports } from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { TransactionMetadata } from 'litesvm'
import type { SolanaRuntime } from './createSolanaRuntime.js'
import { type SolanaDevnetKey, solanaKeyFor } from './solanaKeys.js'
import { sendInstructions, tokenAccountOf } from './solanaTransfers.js'

/** USDC on the devnet's Solana: an SPL mint the devnet creates, 6 decimals as on mainnet. */
export const SOLANA_USDC_DECIMALS = 6
const LAMPORTS_PER_SOL = 1_000_000_000n
const USDC = 10n ** BigInt(SOLANA_USDC_DECIMALS)

/** A funded Solana account of the devnet. */
export type SolanaDevnetAccount = { label: string; address: Address; secretKey: string }

export type SolanaAccounts = {
  /** The service's deposit account: receives deposits, pays payouts and refunds, mints USDC. */
  treasury: SolanaDevnetKey
  usdcMint: Address
  users: (SolanaDevnetAccount & { key: SolanaDevnetKey })[]
}

/**
 * Creates what the devnet's Solana holds, with real transactions: the USDC mint (its authority
 * the service's treasury), 100,000 SOL and 10,000,000 USDC in the treasury, and three test
 * users with 1,000 SOL and 10,000 USDC each.
 */
export async function setupSolanaAccounts(runtime: SolanaRuntime): Promise<SolanaAccounts> {
  const treasury = await solanaKeyFor('treasury')
  const mint = await solanaKeyFor('usdc-mint')
  const users = await Promise.all(
    [1, 2, 3].map(async (n) => ({
      label: `solana user ${n}`,
      key: await solanaKeyFor(`user-${n}`),
    })),
  )
  const airdrop = (to: Address, sol: bigint) => {
    const result = runtime.svm.airdrop(to, lamports(sol * LAMPORTS_PER_SOL))
    if (!(result instanceof TransactionMetadata))
      throw new Error(`airdrop to ${to} failed: ${result}`)
  }
  airdrop(treasury.signer.address, 100_000n)
  for (const user of users) airdrop(user.key.signer.address, 1_000n)

  const space = BigInt(getMintSize())
  await sendInstructions({
    runtime,
    payer: treasury.signer,
    instructions: [
      getCreateAccountInstruction({
        payer: treasury.signer,
        newAccount: mint.signer,
        lamports: runtime.svm.minimumBalanceForRentExemption(space),
        space,
        programAddress: TOKEN_PROGRAM_ADDRESS,
      }),
      getInitializeMint2Instruction({
        mint: mint.signer.address,
        decimals: SOLANA_USDC_DECIMALS,
        mintAuthority: treasury.signer.address,
      }),
    ],
  })
  const fund = async (owner: Address, amount: bigint) => {
    const token = await tokenAccountOf({ owner, mint: mint.signer.address })
    await sendInstructions({
      runtime,
      payer: treasury.signer,
      instructions: [
        getCreateAssociatedTokenIdempotentInstruction({
          payer: treasury.signer,
          ata: token,
          owner,
          mint: mint.signer.address,
        }),
        getMintToCheckedInstruction({
          mint: mint.signer.address,
          token,
          mintAuthority: treasury.signer,
          amount,
          decimals: SOLANA_USDC_DECIMALS,
        }),
      ],
    })
  }
  await fund(treasury.signer.address, 10_000_000n * USDC)
  for (const user of users) await fund(user.key.signer.address, 10_000n * USDC)
  return {
    treasury,
    usdcMint: mint.signer.address,
    users: users.map((user) => ({
      label: user.label,
      address: user.key.signer.address,
      secretKey: user.key.secretKey,
      key: user.key,
    })),
  }
}
