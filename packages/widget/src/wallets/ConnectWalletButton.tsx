import { lazy, useContext } from 'react'
import { useConnect, useConnectors } from 'wagmi'
import { LazyDialog } from '../components/LazyDialog.js'
import { useMessages } from '../i18n/useMessages.js'
import { WalletOptionsContext } from './WalletOptionsContext.js'

// The menu's content, its strings and its wallets' code load when it first opens.
const WalletMenu = lazy(() => import('./WalletMenu.js'))

/**
 * The connect button: the host's own wallet modal when it gave `onConnectWallet`; the one wallet
 * when a host's config has exactly one; else the widget's wallet menu in a modal dialog (which
 * traps focus, closes on Escape and hands focus back to this button).
 */
export function ConnectWalletButton() {
  const t = useMessages()
  const options = useContext(WalletOptionsContext)
  const connectors = useConnectors()
  const connect = useConnect()
  // A host's config with one connector (a lent wallet, a test's mock): nothing to choose from.
  const only =
    options.sdkWallets.length === 0 && connectors.length === 1 ? connectors[0] : undefined
  return (
    <LazyDialog
      title={t.connect}
      button={(show) => (
        <button
          type="button"
          className="ferry-primary"
          aria-haspopup={options.onConnectWallet ? undefined : 'dialog'}
          onClick={() => {
            if (options.onConnectWallet) return options.onConnectWallet()
            if (only) return connect.connect({ connector: only })
            show()
          }}
        >
          {t.connect}
        </button>
      )}
    >
      {(close) => <WalletMenu onConnected={close} />}
    </LazyDialog>
  )
}
