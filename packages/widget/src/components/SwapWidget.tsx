import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query'
import { type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { WagmiContext, WagmiProvider } from 'wagmi'
import { createWidgetWagmiConfig } from '../createWidgetWagmiConfig.js'
import { en } from '../i18n/en.js'
import { configQueryOptions, paramsQueryOptions } from '../query/queries.js'
import { injectWidgetCss } from '../styles.js'
import { SwapCard } from './SwapCard.js'
import { type FerryEvent, FerryEventsContext } from './useFerryEvents.js'

export type SwapWidgetProps = {
  /** Origin of the Ferry BFF, e.g. `https://swap.example.com`. */
  bffUrl: string
  /** Presets: tokens as `<chainId>:<address>`, amount as decimal text. */
  defaults?: { from?: string; to?: string; amount?: string }
  theme?: 'light' | 'dark' | 'auto'
  onEvent?: (event: FerryEvent) => void
}

/**
 * The swap widget. Inside a host's QueryClientProvider and WagmiProvider it uses them; without
 * them it makes its own from the BFF's `/api/config`.
 *
 * @example <SwapWidget bffUrl="https://swap.example.com" onEvent={(e) => console.log(e.name)} />
 */
export function SwapWidget(props: SwapWidgetProps) {
  useEffect(() => injectWidgetCss(), [])
  if (typeof props.bffUrl !== 'string' || !/^https?:\/\//.test(props.bffUrl)) {
    const message = `Ferry: the bffUrl prop must be an http(s) URL, got ${JSON.stringify(props.bffUrl)}`
    console.error(message)
    return <div role="alert">{message}</div>
  }
  const onEvent = props.onEvent ?? (() => {})
  return (
    <div className="ferry" data-theme={props.theme ?? 'light'}>
      <FerryEventsContext.Provider value={onEvent}>
        <WithQueryClient>
          <WithWagmi {...props} />
        </WithQueryClient>
      </FerryEventsContext.Provider>
    </div>
  )
}

function WithQueryClient({ children }: { children: ReactNode }) {
  const host = useContext(QueryClientContext)
  const [own] = useState(() => (host ? undefined : new QueryClient()))
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children
}

function WithWagmi(props: SwapWidgetProps) {
  const host = useContext(WagmiContext)
  const config = useQuery(configQueryOptions(props.bffUrl))
  const params = useQuery(paramsQueryOptions(props.bffUrl))
  const own = useMemo(
    () => (host || !config.data ? undefined : createWidgetWagmiConfig(config.data)),
    [host, config.data],
  )
  if (config.error || params.error)
    return (
      <div className="ferry-card" role="alert">
        {en.unavailable}
      </div>
    )
  if (!config.data || !params.data || (!host && !own))
    return (
      <div className="ferry-card" aria-busy="true">
        {en.quoting}
      </div>
    )
  const card = (
    <SwapCard
      bffUrl={props.bffUrl}
      config={config.data}
      params={params.data}
      {...(props.defaults ? { defaults: props.defaults } : {})}
    />
  )
  return own ? <WagmiProvider config={own}>{card}</WagmiProvider> : card
}
