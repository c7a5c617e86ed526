import type { Address } from '@solana/kit'
import { solanaAssetOf } from '../../solana/solanaAssets.js'
import { solanaDepositTransaction } from '../../solana/solanaDepositTransaction.js'
import type { SolanaChain } from '../../solana/startSolanaChain.js'

/**
 * The CONTRACT_CALL plan of a Solana source: one `solana_sendTransaction` action, flagged as the
 * deposit, whose base64 transaction moves the quoted amount to the service's deposit account with
 * the engine order's id as memo (that is how the deposit names its order). Each call signs nothing
 * and takes the latest blockhash, so a repeated build hands out a fresh transaction.
 */
export async function solanaContractCallPlan(parameters: {
  solana: SolanaChain
  from: string
  token: string
  amount: bigint
  engineOrderId: string
  expiresAt: number
}) {
  const { solana, from, token, amount, engineOrderId, expiresAt } = parameters
  const asset = solanaAssetOf({ chain: solana, token })
  if (!asset) throw new Error(`${token} is no token of the devnet's Solana`)
  const transaction = await solanaDepositTransaction({
    chain: solana,
    from: from as Address,
    asset,
    amount,
    memo: engineOrderId,
  })
  return {
    kind: 'CONTRACT_CALL',
    approvals: [{ type: 'solana_sendTransaction', transaction, deposit: true }],
    expiresAt,
  }
}
