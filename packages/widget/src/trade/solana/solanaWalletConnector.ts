import { isV1NativeToken } from '@ferry/order-api/v1'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { v1Client } from '../../query/v1Client.js'
import type { FamilyWalletConnectOptions, FamilyWalletConnector } from '../FamilyWalletConnector.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'
import { isSolanaWallet, STANDARD_CONNECT, solanaWalletAdapter } from './solanaWalletAdapter.js'

type ConnectFeature = {
  connect: (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>
}

/** Why a Solana wallet did not connect: refused (or failed), or it shared no Solana account. */
export class SolanaWalletConnectError extends Error {
  override name = 'SolanaWalletConnectError'
  readonly reason: 'refused' | 'noAccount'
  constructor(reason: 'refused' | 'noAccount', options?: { cause?: unknown }) {
    super(
      reason === 'noAccount'
        ? 'The Solana wallet shared no Solana account'
        : 'The Solana wallet did not connect',
      options,
    )
    this.reason = reason
  }
}

/** The account's Solana chain: the deployment's when the wallet serves it. */
function chainOf(account: WalletAccount, network: FamilyWalletConnectOptions['network']) {
  const chains = account.chains.filter((chain) => chain.startsWith('solana:'))
  const wanted: IdentifierString = network === 'devnet' ? 'solana:localnet' : 'solana:mainnet'
  return chains.includes(wanted) ? wanted : ((chains[0] as IdentifierString) ?? wanted)
}

export type SolanaWalletConnectorParameters = {
  /** The wallet standard's registry; the page's (`getWallets()`) by default. */
  registry?: Pick<ReturnType<typeof getWallets>, 'get' | 'on'>
}

/**
 * The Solana wallets the browser announces through the wallet standard (Phantom, Solflare,
 * Backpack and others register themselves, also after the page loaded) as the Solana family's
 * wallet: connected for a Solana account, signing the deposit transaction the plan carries
 * (`solanaWalletAdapter`). Balances are read through the BFF (`GET /api/v1/tokens/balances`).
 */
export function solanaWalletConnector(
  parameters: SolanaWalletConnectorParameters = {},
): FamilyWalletConnector {
  const registry = () => parameters.registry ?? getWallets()
  const announced = (): readonly Wallet[] => registry().get().filter(isSolanaWallet)
  return {
    family: 'solana',
    get name() {
      return announced()[0]?.name ?? 'Solana wallet'
    },
    isInstalled: () => announced().length > 0,
    wallets: () => announced().map((wallet) => wallet.name),
    watch(listener) {
      const stops = [registry().on('register', listener), registry().on('unregister', listener)]
      return () => {
        for (const stop of stops) stop()
      }
    },
    async connect(options = {}): Promise<FamilyWalletAdapter> {
      const wallets = announced()
      const wallet = wallets.find((entry) => entry.name === options.wallet) ?? wallets[0]
      if (!wallet) throw new SolanaWalletConnectError('refused')
      let accounts: readonly WalletAccount[]
      try {
        accounts = (await (wallet.features[STANDARD_CONNECT] as ConnectFeature).connect()).accounts
      } catch (cause) {
        throw new SolanaWalletConnectError('refused', { cause })
      }
      const account = accounts.find((entry) => entry.chains.some((c) => c.startsWith('solana:')))
      if (!account) throw new SolanaWalletConnectError('noAccount')
      return solanaWalletAdapter({ wallet, account, chain: chainOf(account, options.network) })
    },
    async getBalance({ chainId, address, token, bffUrl }) {
      if (!bffUrl) throw new Error('A Solana balance is read through the BFF: no bffUrl given')
      const balances = await v1Client(bffUrl).getBalances({ address, chainIds: [chainId] })
      const held = balances.find(
        (entry) =>
          entry.chainId === chainId &&
          (entry.address === token || (isV1NativeToken(entry.address) && isV1NativeToken(token))),
      )
      // The service lists only what is held: a token it leaves out is a zero balance.
      return held?.extensions?.balance ?? 0n
    },
  }
}
