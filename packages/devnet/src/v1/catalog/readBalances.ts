import { isEvmAddress } from '@ferry/order-api'
import {
  isBitcoinAddress,
  isSolanaAddress,
  isV1TronAddress,
  TRON_CHAIN_ID,
  V1_BITCOIN_CHAIN_ID,
  V1_SOLANA_CHAIN_ID,
} from '@ferry/order-api/v1'
import type { Address as SolanaAddress } from '@solana/kit'
import { type Address, erc20Abi } from 'viem'
import { bitcoinBalanceOf } from '../../bitcoin/bitcoinBalanceOf.js'
import type { BitcoinChain } from '../../bitcoin/startBitcoinChain.js'
import type { SpokeClient } from '../../chains/spokeClients.js'
import { solanaAssetOf } from '../../solana/solanaAssets.js'
import type { SolanaChain } from '../../solana/startSolanaChain.js'
import { tokenBalanceOf } from '../../solana/tokenBalanceOf.js'
import type { TronLedger } from '../../tron/tronLedger.js'
import type { V1Token } from './v1Catalog.js'

export type TokenBalance = { token: V1Token; balance: bigint }

/** What balances need of the anvil spokes: the devnet's clients of them, by chain id. */
export type SpokeBalanceSource = ReadonlyMap<number, Pick<SpokeClient, 'client'>>
/** What balances need of the devnet's Solana. */
export type SolanaBalanceSource = Pick<SolanaChain, 'runtime' | 'usdc'>
/** What balances need of the devnet's Bitcoin. */
export type BitcoinBalanceSource = Pick<BitcoinChain, 'runtime'>

/**
 * Reads what a wallet holds of the listed tokens: on the anvil chains from the chain itself
 * (native balance and ERC-20 `balanceOf`, each chain's reads batched into one JSON-RPC request),
 * on TRON from the simulated ledger, on Solana from its runtime, on Bitcoin from its unspent
 * outputs (unconfirmed included, as wallets show). Only tokens with a balance above zero are returned.
 */
export function createBalanceReader(parameters: {
  spokes: SpokeBalanceSource
  tron: Pick<TronLedger, 'balanceOf'>
  solana?: SolanaBalanceSource | undefined
  bitcoin?: BitcoinBalanceSource | undefined
}) {
  const { solana, bitcoin } = parameters
  const readSolana = (owner: SolanaAddress, token: V1Token): bigint => {
    const asset = solana && solanaAssetOf({ chain: solana, token: token.address })
    if (!solana || !asset) return 0n
    return asset.kind === 'sol'
      ? solana.runtime.balanceOf(owner)
      : tokenBalanceOf({ runtime: solana.runtime, owner, mint: asset.mint })
  }
  const readEvm = async (owner: Address, token: V1Token): Promise<bigint> => {
    const client = parameters.spokes.get(token.chainId)?.client
    if (!client) return 0n
    if (token.kind === 'native') return client.getBalance({ address: owner })
    return client.readContract({
      address: token.address as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  }

  return async function readBalances(query: {
    address: string
    tokens: readonly V1Token[]
  }): Promise<TokenBalance[]> {
    const { address, tokens } = query
    let read: (token: V1Token) => bigint | Promise<bigint>
    if (isEvmAddress(address)) {
      const owner = address.toLowerCase() as Address
      read = (token) => (token.chainId === TRON_CHAIN_ID ? 0n : readEvm(owner, token))
    } else if (isV1TronAddress(address)) {
      read = (token) => (token.chainId === TRON_CHAIN_ID ? parameters.tron.balanceOf(address) : 0n)
    } else if (isSolanaAddress(address)) {
      read = (token) =>
        token.chainId === V1_SOLANA_CHAIN_ID ? readSolana(address as SolanaAddress, token) : 0n
    } else if (isBitcoinAddress(address) && bitcoin) {
      read = (token) =>
        token.chainId === V1_BITCOIN_CHAIN_ID ? bitcoinBalanceOf(bitcoin.runtime, address) : 0n
    } else return [] // CKB (and Bitcoin without the devnet's chain): nothing listed there.
    const balances = await Promise.all(
      tokens.map(async (token) => ({ token, balance: await read(token) })),
    )
    return balances.filter((entry) => entry.balance > 0n)
  }
}
