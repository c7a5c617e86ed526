import { type FerryConfig, SwapWidget, type SwapWidgetProps } from '@ferry/widget'
import { useEffect, useState } from 'react'
import { appearanceFromUrl } from './appearanceFromUrl.js'
import type { DevnetAccountPicker } from './DevnetAccountPicker.js'
import type { DevnetWallet } from './devnetWallet.js'
import { followDocumentLanguage } from './followDocumentLanguage.js'
import { installDevnetWallet, loadPageConfig } from './pageConfig.js'
import { presetsFromUrl } from './presetsFromUrl.js'

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
  const [devnet, setDevnet] = useState<{
    wallet: DevnetWallet
    config: FerryConfig
    Picker: typeof DevnetAccountPicker
  }>()
  // The look follows the URL through history moves too: a move back to `?locale=ar` turns the
  // page Arabic in place, what was typed and a swap under way kept (the widget holds its words
  // until the new catalog is in).
  const [search, setSearch] = useState(props.search)
  useEffect(() => {
    // The page's own handler: nothing else on the page listens to history moves.
    window.onpopstate = () => setSearch(new URLSearchParams(location.search))
    let current = true
    void loadPageConfig().then(async (config) => {
      const wallet = config ? await installDevnetWallet(config) : undefined
      if (!config || !wallet) return
      const { DevnetAccountPicker: Picker } = await import('./DevnetAccountPicker.js')
      if (current) setDevnet({ wallet, config, Picker })
    })
    return () => {
      current = false
      window.onpopstate = null
    }
  }, [])
  const appearance = appearanceFromUrl(search)
  const mode = appearance.theme?.mode
  // The server sent `<html lang dir>` for the first locale (pageLanguage); later ones follow here.
  useEffect(() => {
    void followDocumentLanguage(appearance.locale)
  }, [appearance.locale])
  return (
    // The page follows the widget's theme as a whole: background and header too
    // (styles/hostedPage.css).
    <main className="page" data-theme={mode ?? 'light'}>
      <header>
        <h1>Ferry</h1>
        {devnet?.config.devnet ? (
          <devnet.Picker wallet={devnet.wallet} accounts={devnet.config.devnet.accounts} />
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
