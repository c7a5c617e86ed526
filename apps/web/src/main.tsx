import { SwapWidget } from '@ferry/widget'
import '@ferry/widget/styles.css'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { appearanceFromUrl } from './appearanceFromUrl.js'
import type { createDevnetWallet } from './devnetWallet.js'
import { presetsFromUrl } from './presetsFromUrl.js'

type Config = {
  mode: 'devnet' | 'live'
  chains: { id: number; family: string; rpcUrl: string | null }[]
  devnet?: { accounts: { label: string; address: `0x${string}`; privateKey: `0x${string}` }[] }
}

function DevnetAccountPicker(props: {
  wallet: ReturnType<typeof createDevnetWallet>
  accounts: NonNullable<Config['devnet']>['accounts']
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
  let config: Config
  try {
    const response = await fetch('/api/config')
    if (!response.ok) throw new Error(`config answered ${response.status}`)
    config = await response.json()
    if (!Array.isArray(config.chains)) throw new Error('config names no chains')
  } catch {
    root.render(<p role="alert">The swap service is unavailable. Try again in a moment.</p>)
    return
  }
  let wallet: ReturnType<typeof createDevnetWallet> | undefined
  if (config.mode === 'devnet' && config.devnet) {
    // Only devnet pages sign with test keys: live pages never download the signer.
    const { announceWallet, createDevnetWallet } = await import('./devnetWallet.js')
    wallet = createDevnetWallet({
      accounts: config.devnet.accounts,
      chains: config.chains
        .filter((chain) => chain.family === 'evm' && chain.rpcUrl)
        .map((chain) => ({ id: chain.id, rpcUrl: chain.rpcUrl! })),
    })
    announceWallet(wallet.provider, { name: 'Devnet wallet', rdns: 'dev.ferry.devnet-wallet' })
  }
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
