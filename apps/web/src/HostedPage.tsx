import { type FerryConfig, SwapWidget, type SwapWidgetProps } from '@ferry/widget'
import { useEffect, useState } from 'react'
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

export type HostedPageProps = {
  /** The BFF's origin: `location.origin` in the browser, the request's origin on the server. */
  bffUrl: string
  /** The page URL's query: presets and appearance. */
  search: URLSearchParams
  /** What the BFF inlined into the page (`readBootstrap`). */
  initialData: SwapWidgetProps['initialData'] | undefined
}

/**
 * The hosted swap page, rendered by the BFF (entry-server) and hydrated by main.tsx with the
 * same props. The widget renders at once; the devnet wallet and its account picker join after
 * hydration, when the page learns it runs on the devnet, so the form never waits for them and
 * the first client render is the server's.
 */
export function HostedPage(props: HostedPageProps) {
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
  const appearance = appearanceFromUrl(props.search)
  const mode = appearance.theme?.mode
  return (
    // The page follows the widget's theme as a whole: background and header too
    // (styles/hostedPage.css).
    <main className="page" data-theme={mode ?? 'light'}>
      <header>
        <h1>Ferry</h1>
        {devnet?.config.devnet ? (
          <DevnetAccountPicker wallet={devnet.wallet} accounts={devnet.config.devnet.accounts} />
        ) : null}
      </header>
      <SwapWidget
        bffUrl={props.bffUrl}
        {...(props.initialData ? { initialData: props.initialData } : {})}
        defaults={presetsFromUrl(props.search)}
        {...appearance}
        // No approval policy from the URL: anyone can write a link, and an approval larger than
        // the deposit is a choice for a host that embeds the widget (its init), never a link's.
      />
    </main>
  )
}
