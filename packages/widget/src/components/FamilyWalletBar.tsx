import { formatAmount } from '@ferry/order-api'
import { useQuery } from '@tanstack/react-query'
import { useFamilyWallet } from '../hooks/useFamilyWallet.js'
import { useMessages } from '../i18n/useMessages.js'
import type { ChainFamily } from '../trade/WalletAdapter.js'

export type FamilyWalletBarProps = {
  family: ChainFamily
  /** The source token: its balance in the connected wallet is shown. */
  token: { chainId: number; token: string; symbol: string; decimals: number }
}

/**
 * The source's wallet when it is not an EVM one (TronLink): a button to connect it when it is
 * installed, then its address and its balance of the source token. Nothing without a connector
 * for the family or without the wallet in the browser: the deposit address is then sent by hand.
 */
export function FamilyWalletBar(props: FamilyWalletBarProps) {
  const t = useMessages()
  const { connector, wallet, connecting, error, connect } = useFamilyWallet(props.family)
  const { chainId, token } = props.token
  const balance = useQuery({
    queryKey: ['ferry', 'family-balance', chainId, token, wallet?.address],
    queryFn: () => {
      if (!connector || !wallet) throw new Error('no wallet is connected')
      return connector.getBalance({ chainId, token, address: wallet.address })
    },
    enabled: connector !== undefined && wallet !== undefined,
  })
  if (!connector || (!wallet && !connector.isInstalled())) return null
  if (!wallet)
    return (
      <div className="ferry-family-wallet">
        <button
          type="button"
          className="ferry-secondary"
          disabled={connecting}
          onClick={() => void connect()}
        >
          {t.familyWallet.connect(connector.name)}
        </button>
        {error ? (
          <p className="ferry-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    )
  return (
    <p className="ferry-note" data-testid="family-wallet">
      {connector.name}: <span className="ferry-v1-break">{wallet.address}</span>
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
