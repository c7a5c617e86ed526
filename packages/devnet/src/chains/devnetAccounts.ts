import { type Address, type Hex, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Anvil's well-known test mnemonic: its keys are public and hold nothing outside a devnet. */
const mnemonic = 'test test test test test test test test test test test junk'

export type DevnetAccount = { label: string; address: Address; privateKey: Hex }

function accountAt(index: number, label: string): DevnetAccount {
  const account = mnemonicToAccount(mnemonic, { addressIndex: index })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error('no private key derived')
  return { label, address: account.address, privateKey: toHex(privateKey) }
}

const operator = accountAt(0, 'operator')

/** The roles the devnet gives anvil's ten funded accounts. */
export const devnetAccounts = {
  /** Deploys and owns every contract (so it mints the stablecoins); the same key as `operator`. */
  deployer: operator,
  /** Owns every contract; relays payouts, refunds and cancels. */
  operator,
  /** The solver and treasury: it holds tokens on every chain. */
  solver: accountAt(1, 'solver'),
  /** The delegate operator whose cancel signatures count besides the depositor's. */
  delegate: accountAt(2, 'delegate'),
  /** Default commission wallet of the devnet's integrators. */
  commissionWallet: accountAt(9, 'commission wallet'),
  /** Test users holding every token on every chain. */
  users: [3, 4, 5, 6, 7, 8].map((index, n) => accountAt(index, `user ${n + 1}`)),
}
