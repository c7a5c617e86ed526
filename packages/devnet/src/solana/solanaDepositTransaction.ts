import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { type SolanaAsset, transferInstructions } from './solanaTransfers.js'
import type { SolanaChain } from './startSolanaChain.js'

/**
 * The deposit a v1 plan asks a Solana wallet to sign (`solana_sendTransaction`): `from` pays the
 * fee and transfers `amount` of the asset to the service's deposit account, with the order's id
 * as memo. Unsigned, base64, on the latest blockhash: a build makes a fresh one each time (v1
 * spec, Deposit plan: the build refreshes the blockhash, so signing must follow at once).
 */
export async function solanaDepositTransaction(parameters: {
  chain: Pick<SolanaChain, 'runtime' | 'depositAccount'>
  from: Address
  asset: SolanaAsset
  amount: bigint
  memo: string
}): Promise<string> {
  const { chain, from, asset, amount, memo } = parameters
  const instructions = await transferInstructions({
    from: createNoopSigner(from),
    to: chain.depositAccount,
    asset,
    amount,
    memo,
  })
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(chain.runtime.latestBlockhash(), draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
