import { type BitcoinDevnetKey, bitcoinKeyFor } from './bitcoinKeys.js'
import type { BitcoinRuntime } from './createBitcoinRuntime.js'

export const SATS_PER_BTC = 100_000_000n

/** A funded Bitcoin account of the devnet (P2WPKH). */
export type BitcoinDevnetAccount = { label: string; address: string; wif: string }

export type BitcoinAccounts = {
  /** The service's wallet: deposits in, payouts and refunds out. */
  treasury: BitcoinDevnetKey
  users: (BitcoinDevnetAccount & { key: BitcoinDevnetKey })[]
}

/**
 * Funds the devnet's Bitcoin with one coinbase in the genesis block: the treasury gets 1,000 BTC
 * in ten outputs (so payouts need not wait for change to confirm), three test users 10 BTC each
 * in two outputs.
 */
export function setupBitcoinAccounts(runtime: BitcoinRuntime): BitcoinAccounts {
  const treasury = bitcoinKeyFor('treasury')
  const users = [1, 2, 3].map((n) => {
    const key = bitcoinKeyFor(`user-${n}`)
    return { label: `bitcoin user ${n}`, address: key.address, wif: key.wif, key }
  })
  runtime.fund('genesis', [
    ...Array.from({ length: 10 }, () => ({ script: treasury.script, amount: 100n * SATS_PER_BTC })),
    ...users.flatMap((user) =>
      Array.from({ length: 2 }, () => ({ script: user.key.script, amount: 5n * SATS_PER_BTC })),
    ),
  ])
  return { treasury, users }
}
