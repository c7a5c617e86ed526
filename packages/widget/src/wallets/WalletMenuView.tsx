import { renderSVG } from 'uqr'
import type { WalletMenuMessages } from '../i18n/walletMenuEn.js'

export type WalletMenuLine = {
  key: string
  name: string
  icon: string | undefined
  recent: boolean
  /** A wallet of this browser (announced, or `window.ethereum`), not an SDK one. */
  browser: boolean
  onChoose: () => void
}

export type WalletMenuViewProps = {
  t: WalletMenuMessages
  entries: readonly WalletMenuLine[]
  /** The name of the wallet being connected. */
  pending: string | undefined
  problem: string | undefined
  /** WalletConnect's `wc:` pairing URI, drawn as a QR code. */
  pairingUri: string | undefined
}

/** Wallets to install when the browser has none (their own download pages). */
const installLinks = [
  { name: 'MetaMask', url: 'https://metamask.io/download/' },
  { name: 'Rabby', url: 'https://rabby.io/' },
  { name: 'Coinbase Wallet', url: 'https://www.coinbase.com/wallet/downloads' },
] as const

/** The wallet menu: one button per wallet, the connection's state, install links, the QR. */
export function WalletMenuView({ t, entries, pending, problem, pairingUri }: WalletMenuViewProps) {
  const hasBrowserWallet = entries.some((entry) => entry.browser)
  return (
    <div className="ferry:grid ferry:gap-2">
      {hasBrowserWallet ? null : <p className="ferry-note">{t.noneInBrowser}</p>}
      <ul className="ferry-wallets">
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className="ferry-wallet"
              disabled={pending !== undefined}
              onClick={entry.onChoose}
            >
              {entry.icon ? (
                <img src={entry.icon} alt="" width={24} height={24} className="ferry-wallet-icon" />
              ) : (
                <span aria-hidden="true" className="ferry-wallet-icon" />
              )}
              <span>{entry.name}</span>
              {entry.recent ? <span className="ferry-note"> · {t.recent}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {hasBrowserWallet ? null : (
        <ul className="ferry-wallets">
          {installLinks.map((link) => (
            <li key={link.name}>
              <a className="ferry-link" href={link.url} target="_blank" rel="noopener noreferrer">
                {t.install(link.name)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className={pending ? 'ferry-note' : 'ferry-sr'}>
        {pending ? t.connecting(pending) : ''}
      </p>
      {problem ? (
        <p role="alert" className="ferry-error">
          {problem}
        </p>
      ) : null}
      {pairingUri ? (
        <figure className="ferry:grid ferry:gap-2">
          <img
            className="ferry-qr"
            alt={t.pairingCode}
            data-uri={pairingUri}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(pairingUri, { border: 1 }))}`}
          />
          <figcaption className="ferry-note">{t.scanWithPhone}</figcaption>
          <a className="ferry-link" href={pairingUri}>
            {t.openInWallet}
          </a>
        </figure>
      ) : null}
    </div>
  )
}
