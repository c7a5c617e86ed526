import { useContext, useState } from 'react'
import { useConfig, useConnectors } from 'wagmi'
import { connect } from 'wagmi/actions'
import { useWalletMenuMessages } from '../i18n/useWalletMenuMessages.js'
import { connectErrorMessage } from './connectErrorMessage.js'
import { readRecentWallets, rememberWallet } from './recentWallets.js'
import { loadSdkConnector } from './sdkConnector.js'
import { WalletMenuView } from './WalletMenuView.js'
import { WalletOptionsContext } from './WalletOptionsContext.js'
import { type WalletEntry, walletEntries } from './walletEntries.js'

export type WalletMenuProps = {
  /** Called once a wallet is connected. */
  onConnected: () => void
}

const hasWindowEthereum = () =>
  typeof window !== 'undefined' && Boolean((window as { ethereum?: unknown }).ethereum)

/**
 * The wallet menu's content (it loads when the menu first opens): each wallet once, the recent
 * first; connecting, refusals and locked wallets in words; WalletConnect's pairing QR.
 */
export default function WalletMenu({ onConnected }: WalletMenuProps) {
  const t = useWalletMenuMessages()
  const config = useConfig()
  const options = useContext(WalletOptionsContext)
  const connectors = useConnectors()
  const [recent] = useState(readRecentWallets)
  const [pending, setPending] = useState<string | undefined>()
  const [problem, setProblem] = useState<string | undefined>()
  const [pairingUri, setPairingUri] = useState<string | undefined>()
  const entries = walletEntries({
    connectors,
    recent,
    sdkWallets: options.sdkWallets,
    hasInjectedProvider: hasWindowEthereum(),
  })
  const nameOf = (entry: WalletEntry) =>
    entry.kind === 'connector' && entry.fallback ? t.browserWallet : entry.name

  const choose = async (entry: WalletEntry) => {
    const name = nameOf(entry)
    setPending(name)
    setProblem(undefined)
    setPairingUri(undefined)
    let connector = entry.kind === 'connector' ? entry.connector : undefined
    let loaded = entry.kind === 'connector'
    try {
      if (entry.kind === 'sdk') {
        const create = await loadSdkConnector({
          id: entry.key,
          walletConnectProjectId: options.wallets?.walletConnectProjectId,
          safeOrigins: options.wallets?.safeOrigins,
          app: { name: document.title || location.host, url: location.origin },
        })
        loaded = true
        connector = config._internal.connectors.setup(create)
        // Kept among the config's connectors: disconnect and reconnect find it there.
        config._internal.connectors.setState((known) => [
          ...known.filter((other) => other.id !== connector!.id),
          connector!,
        ])
        connector.emitter.on('message', (message) => {
          if (message.type === 'display_uri' && typeof message.data === 'string')
            setPairingUri(message.data)
        })
      }
      await connect(config, { connector: connector! })
      rememberWallet(entry.key)
      onConnected()
    } catch (error) {
      // The SDK is not installed on this page (an optional peer dependency), or failed to load.
      setProblem(loaded ? connectErrorMessage({ error, name, t }) : t.unavailable(name))
    } finally {
      setPending(undefined)
    }
  }

  return (
    <WalletMenuView
      t={t}
      entries={entries.map((entry) => ({
        key: entry.key,
        name: nameOf(entry),
        icon: entry.kind === 'connector' ? entry.icon : undefined,
        recent: recent[0] === entry.key,
        browser: entry.kind === 'connector',
        onChoose: () => void choose(entry),
      }))}
      pending={pending}
      problem={problem}
      pairingUri={pairingUri}
    />
  )
}
