import { formatAmount } from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useReducer } from 'react'
import { useFamilyWallet } from '../hooks/useFamilyWallet.js'
import { useAllMessages } from '../i18n/useAllMessages.js'
import { familyWalletConnectors } from '../trade/familyWalletConnectors.js'
import type { ChainFamily } from '../trade/WalletAdapter.js'

/** A family's own words for its wallet (the v1 screens' `solana` block names Solana's). */
export type FamilyWalletWords = {
  /** No wallet of the family in this browser, where the deposit needs one. */
  noWallet: string
  /** The connect was refused or failed. */
  refused: string
  /** The wallet connected but shared no account of the family. */
  noAccount: string
}

export type FamilyWalletBarProps = {
  family: ChainFamily
  /** The source token: its balance in the connected wallet is shown. */
  token: { chainId: number; token: string; symbol: string; decimals: number }
  /** The chain's API from the BFF config (Bitcoin's Esplora), where the balance is read. */
  endpoint?: string | null | undefined
  /** The BFF, for a family whose balance is read through it (Solana). */
  bffUrl?: string
  /** The deployment's network (the BFF config's `mode`), for the wallet's network. */
  network?: 'live' | 'devnet'
  /** Words by family; a family without them shows its wallet's own messages. */
  words?: Partial<Record<Exclude<ChainFamily, 'evm'>, FamilyWalletWords>>
}

const reasonOf = (failure: unknown) =>
  typeof failure === 'object' && failure !== null && 'reason' in failure
    ? (failure as { reason: unknown }).reason
    : undefined

/**
 * The source's wallet when it is not an EVM one (TronLink, a Bitcoin wallet, the Solana wallets
 * of the wallet standard): a button to connect each one installed, then its address and its
 * balance of the source token. Without a wallet in the browser: nothing where the deposit can be
 * sent by hand, and what to do where it cannot (`depositNeedsWallet`).
 */
export function FamilyWalletBar(props: FamilyWalletBarProps) {
  const t = useAllMessages()
  const { family } = props
  const { connector, wallet, connecting, error, failure, connect } = useFamilyWallet(family)
  const words = family === 'evm' ? undefined : props.words?.[family]
  const needsWallet = family !== 'evm' && familyWalletConnectors[family]?.depositNeedsWallet
  // A wallet announced after the page loaded (the wallet standard's `register`) is offered too.
  const [, announced] = useReducer((count: number) => count + 1, 0)
  useEffect(() => connector?.watch?.(announced), [connector])
  const { chainId, token } = props.token
  const balance = useQuery({
    queryKey: ['ferry', 'family-balance', chainId, token, wallet?.address],
    queryFn: () => {
      if (!connector || !wallet) throw new Error('no wallet is connected')
      return connector.getBalance({
        chainId,
        token,
        address: wallet.address,
        ...(props.endpoint ? { endpoint: props.endpoint } : {}),
        ...(props.bffUrl ? { bffUrl: props.bffUrl } : {}),
      })
    },
    enabled: connector !== undefined && wallet !== undefined,
  })
  if (!connector) return null
  if (!wallet && !connector.isInstalled())
    return needsWallet && words ? (
      <p className="ferry-error" role="alert">
        {words.noWallet}
      </p>
    ) : null
  if (!wallet) {
    const reason = reasonOf(failure)
    const shown = words && (reason === 'refused' || reason === 'noAccount') ? words[reason] : error
    return (
      <div className="ferry-family-wallet" data-testid="family-wallet-connect">
        {(connector.wallets?.() ?? [connector.name]).map((name) => (
          <button
            key={name}
            type="button"
            className="ferry-secondary"
            disabled={connecting}
            onClick={() =>
              void connect({
                wallet: name,
                ...(props.network ? { network: props.network } : {}),
              })
            }
          >
            {t.familyWallet.connect(name)}
          </button>
        ))}
        {shown ? (
          <p className="ferry-error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <p className="ferry-note" data-testid="family-wallet">
      {connector.name}:{' '}
      <span className="ferry-v1-break" data-testid="family-wallet-address">
        {wallet.address}
      </span>
      {balance.data !== undefined ? (
        <>
          {' · '}
          <span data-testid="family-wallet-balance">
            {t.formatNumber(formatAmount({ amount: balance.data, decimals: props.token.decimals }))}{' '}
            {props.token.symbol}
          </span>
        </>
      ) : null}
    </p>
  )
}
