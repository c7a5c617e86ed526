import { type FerryConfig, SwapWidget } from '@ferry/widget'
import '@ferry/widget/styles.css'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { appearanceFromUrl } from './appearanceFromUrl.js'
import type { DevnetWallet } from './devnetWallet.js'
import { installDevnetWallet, loadPageConfig, readBootstrap } from './pageConfig.js'
import { presetsFromUrl } from './presetsFromUrl.js'

function DevnetAccountPicker(props: {
  wallet: DevnetWallet
  accounts: NonNullable<FerryConfig['devnet']>['accounts']
}) {
  const [address, setAddress] = useState(props.wallet.account.address)
  return (
    <label className="devnet">
      Devnet wallet account{' '}
      <select
        value={address}
        onChange={(event) => {
          const next = event.target.value as `0x${string}`
          props.wallet.selectAccount(next)
          setAddress(next)
        }}
      >
        {props.accounts.map((account) => (
          <option key={account.address} value={account.address}>
            {account.label} · {account.address.slice(0, 8)}…
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The hosted swap page. The widget renders at once (it loads its own configuration); the devnet
 * wallet and its account picker join when the page learns it runs on the devnet, so the form
 * never waits for them.
 */
function Page() {
  const [devnet, setDevnet] = useState<{ wallet: DevnetWallet; config: FerryConfig }>()
  useEffect(() => {
    let current = true
    void loadPageConfig().then(async (config) => {
      const wallet = config ? await installDevnetWallet(config) : undefined
      if (current && config && wallet) setDevnet({ wallet, config })
    })
    return () => {
      current = false
    }
  }, [])
  const search = new URLSearchParams(location.search)
  const [initialData] = useState(readBootstrap)
  return (
    <main className="page">
      <header>
        <h1>Ferry</h1>
        {devnet?.config.devnet ? (
          <DevnetAccountPicker wallet={devnet.wallet} accounts={devnet.config.devnet.accounts} />
        ) : null}
      </header>
      <SwapWidget
        bffUrl={location.origin}
        {...(initialData ? { initialData } : {})}
        defaults={presetsFromUrl(search)}
        {...appearanceFromUrl(search)}
      />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
)
