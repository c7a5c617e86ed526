import type { Address } from '@solana/kit'
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { SolanaRuntime } from './createSolanaRuntime.js'

const tokenDecoder = getTokenDecoder()

/** What `owner` holds of `mint` across its token accounts, in base units. */
export function tokenBalanceOf(parameters: {
  runtime: Pick<SolanaRuntime, 'svm'>
  owner: Address
  mint: Address
}): bigint {
  const { runtime, owner, mint } = parameters
  let total = 0n
  for (const account of runtime.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
    if (account.data.length !== 165) continue
    const token = tokenDecoder.decode(account.data)
    if (token.owner === owner && token.mint === mint) total += token.amount
  }
  return total
}
