import { formatAmount } from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { useEffect, useState } from 'react'
import { useV1Messages } from '../../i18n/useV1Messages.js'
import { v1BalancesQueryOptions } from '../../query/catalogQueries.js'
import type { FamilyWalletAdapter } from '../WalletAdapter.js'
import { STANDARD_CONNECT, solanaWalletAdapter } from './solanaWalletAdapter.js'
import { useSolanaWallets } from './useSolanaWallets.js'

export type SolanaWalletPanelProps = {
  bffUrl: string
  /** v1's Solana chain id. */
  chainId: number
  /** `devnet`: the wallet is asked for `solana:localnet` when it serves it. */
  mode: 'live' | 'devnet'
  /** The connected wallet as runPlan's adapter, or undefined when none is. */
  onWallet: (wallet: FamilyWalletAdapter | undefined) => void
}

type ConnectFeature = {
  connect: (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>
}

/** The account's Solana chain: the deployment's when the wallet serves it. */
function chainOf(account: WalletAccount, mode: SolanaWalletPanelProps['mode']): IdentifierString {
  const chains = account.chains.filter((chain) => chain.startsWith('solana:'))
  const wanted = mode === 'devnet' ? 'solana:localnet' : 'solana:mainnet'
  return chains.includes(wanted) ? wanted : (chains[0] ?? wanted)
}

/**
 * The Solana side of a swap from Solana (loaded only when a Solana token pays): the wallets the
 * browser announces, the one the user connects, its address and balances (read through the BFF,
 * `GET /api/v1/tokens/balances/{address}`). Without any Solana wallet it says what to do instead.
 */
export default function SolanaWalletPanel(props: SolanaWalletPanelProps) {
  const { bffUrl, chainId, mode, onWallet } = props
  const t = useV1Messages().v1.solana
  const wallets = useSolanaWallets()
  const [connected, setConnected] = useState<{ wallet: Wallet; account: WalletAccount }>()
  const [error, setError] = useState<string>()
  const address = connected?.account.address
  const balances = useQuery(v1BalancesQueryOptions(bffUrl, address, [chainId])).data

  useEffect(() => {
    if (!connected) return onWallet(undefined)
    const { wallet, account } = connected
    onWallet(solanaWalletAdapter({ wallet, account, chain: chainOf(account, mode) }))
  }, [connected, mode, onWallet])
  useEffect(() => () => onWallet(undefined), [onWallet])

  const connect = async (wallet: Wallet) => {
    setError(undefined)
    try {
      const feature = wallet.features[STANDARD_CONNECT] as ConnectFeature
      const { accounts } = await feature.connect()
      const account = accounts.find((entry) => entry.chains.some((c) => c.startsWith('solana:')))
      if (!account) return setError(t.noAccount)
      setConnected({ wallet, account })
    } catch {
      setError(t.refused)
    }
  }

  if (wallets.length === 0)
    return (
      <p className="ferry-error" role="alert">
        {t.noWallet}
      </p>
    )
  if (!connected)
    return (
      <div className="ferry:grid ferry:gap-2" data-testid="solana-wallets">
        {wallets.map((wallet) => (
          <button
            key={wallet.name}
            type="button"
            className="ferry-secondary"
            onClick={() => void connect(wallet)}
          >
            {t.connect(wallet.name)}
          </button>
        ))}
        {error ? (
          <p className="ferry-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  return (
    <section className="ferry:grid ferry:gap-2" aria-label={t.wallet}>
      <p>
        {t.wallet}: <code data-testid="solana-address">{address}</code> ({connected.wallet.name})
      </p>
      <ul aria-label={t.balances} data-testid="solana-balances">
        {(balances ?? []).map((token) => (
          <li key={token.address}>
            {formatAmount({ amount: token.extensions?.balance ?? 0n, decimals: token.decimals })}{' '}
            {token.symbol}
          </li>
        ))}
      </ul>
    </section>
  )
}
