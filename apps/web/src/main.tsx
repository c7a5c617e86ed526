import { type FerryConfig, SwapWidget } from '@ferry/widget'
import '@ferry/widget/styles.css'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { appearanceFromUrl } from './appearanceFromUrl.js'
import type { DevnetWallet } from './devnetWallet.js'
import { installDevnetWallet, loadPageConfig } from './pageConfig.js'
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

async function start() {
  const root = createRoot(document.getElementById('root')!)
  const config = await loadPageConfig()
  if (!config) {
    root.render(<p role="alert">The swap service is unavailable. Try again in a moment.</p>)
    return
  }
  const wallet = await installDevnetWallet(config)
  const presets = presetsFromUrl(new URLSearchParams(location.search))
  const appearance = appearanceFromUrl(new URLSearchParams(location.search))
  root.render(
    <StrictMode>
      <main className="page">
        <header>
          <h1>Ferry</h1>
          {wallet && config.devnet ? (
            <DevnetAccountPicker wallet={wallet} accounts={config.devnet.accounts} />
          ) : null}
        </header>
        <SwapWidget bffUrl={location.origin} defaults={presets} {...appearance} />
      </main>
    </StrictMode>,
  )
}

void start()
