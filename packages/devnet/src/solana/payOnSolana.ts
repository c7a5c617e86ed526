import type { Address } from '@solana/kit'
import { type SolanaAsset, sendInstructions, transferInstructions } from './solanaTransfers.js'
import type { SolanaChain } from './startSolanaChain.js'

/**
 * A payout or refund on the devnet's Solana: a real transfer from the service's deposit account
 * to `to` (its token account created when missing, at the service's cost), with a memo naming
 * the order. Returns the transaction's signature.
 */
export async function payOnSolana(parameters: {
  chain: Pick<SolanaChain, 'runtime' | 'keys'>
  to: Address
  asset: SolanaAsset
  amount: bigint
  memo: string
}): Promise<string> {
  const { chain, to, asset, amount, memo } = parameters
  const treasury = chain.keys.treasury.signer
  const instructions = await transferInstructions({
    from: treasury,
    to,
    asset,
    amount,
    memo,
    payer: treasury,
  })
  const record = await sendInstructions({ runtime: chain.runtime, payer: treasury, instructions })
  return record.signature
}
