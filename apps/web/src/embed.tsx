import { connectToHost, type HostInit, NotEmbeddedError } from '@ferry/embed/frame'
import {
  createWidgetWagmiConfig,
  type FerryConfig,
  SwapWidget,
  type SwapWidgetProps,
} from '@ferry/widget'
import '@ferry/widget/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { EIP1193Provider } from 'viem'
import { WagmiProvider } from 'wagmi'
import { followDocumentLanguage } from './followDocumentLanguage.js'
import { installDevnetWallet, loadPageConfig, readBootstrap } from './pageConfig.js'
import { presetsFromUrl } from './presetsFromUrl.js'
import { propsOfHostInit } from './propsOfHostInit.js'
import './styles/embed.css'

/**
 * The page inside the iframe: the widget, configured by the host through the embed protocol.
 * It talks only to the origin the loader named, follows its content's height, relays every
 * widget event, and signs with the host's wallet when the host lends one.
 */
async function start() {
  const element = document.getElementById('root')!
  const root = startRoot(element)
  const config = await loadPageConfig()
  if (!config) {
    root.render(<p role="alert">The swap service is unavailable. Try again in a moment.</p>)
    return
  }
  let init: HostInit | undefined
  let params: HostInit['params'] = {}
  let generation = 0
  const render = () => {
    if (!init) return
    void followDocumentLanguage(init.locale)
    const initialData = readBootstrap()
    const props: SwapWidgetProps = {
      bffUrl: location.origin,
      ...(initialData ? { initialData } : {}),
      defaults: params,
      ...propsOfHostInit(init),
      onEvent: (event) => connection.emit(event),
      // The host's kit opens its own modal (RainbowKit, ConnectKit, AppKit).
      ...(init.hasConnectWallet ? { onConnectWallet: () => connection.connectWallet() } : {}),
    }
    // New presets from the host start a fresh form.
    const widget = <SwapWidget key={generation} {...props} />
    root.render(
      <StrictMode>
        {connection.provider ? (
          <WithHostWallet config={config} provider={connection.provider as EIP1193Provider}>
            {widget}
          </WithHostWallet>
        ) : (
          widget
        )}
      </StrictMode>,
    )
  }
  let connection: ReturnType<typeof connectToHost>
  try {
    connection = connectToHost({
      measure: element,
      // Without one the widget offers no cancel, and the host's relay refuses typed data.
      ...(config.cancelDomain ? { cancelDomain: config.cancelDomain } : {}),
      onInit: async (received) => {
        init = received
        params = received.params
        if (!connection.provider) await installDevnetWallet(config)
        render()
      },
      onUpdate: (next) => {
        params = { ...params, ...next }
        generation++
        render()
      },
      // A new theme or locale re-renders the same form (same key): what was typed stays.
      onAppearance: (appearance) => {
        if (!init) return
        init = { ...init, ...appearance }
        render()
      },
    })
  } catch (error) {
    if (!NotEmbeddedError.isInstance(error)) throw error
    root.render(
      <p role="alert">
        This page runs inside an iframe made by @ferry/embed ({error.message}). Open{' '}
        <a href="/">the swap page</a> instead.
      </p>,
    )
  }
}

/**
 * The BFF rendered the form with the loader's presets and the default look (entry-server.tsx):
 * hydrate that same tree now, so the form is live before the host's init arrives; the init then
 * re-renders it (same key: what the user typed stays) with the host's theme, locale and events.
 */
function startRoot(element: HTMLElement): Root {
  if (!element.firstElementChild || element.dataset.origin !== location.origin)
    return createRoot(element)
  const initialData = readBootstrap()
  return hydrateRoot(
    element,
    <StrictMode>
      <SwapWidget
        key={0}
        bffUrl={location.origin}
        {...(initialData ? { initialData } : {})}
        defaults={presetsFromUrl(new URLSearchParams(location.search))}
      />
    </StrictMode>,
  )
}

/** The host's wallet as the widget's only connector: its connected account signs. */
function WithHostWallet(props: {
  config: FerryConfig
  provider: EIP1193Provider
  children: ReactNode
}) {
  const wagmiConfig = hostWalletConfig(props.config, props.provider)
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>
    </WagmiProvider>
  )
}

const queryClient = new QueryClient()
let cachedConfig: ReturnType<typeof createWidgetWagmiConfig> | undefined
function hostWalletConfig(config: FerryConfig, provider: EIP1193Provider) {
  cachedConfig ??= createWidgetWagmiConfig(config, {
    wallet: { id: 'host', name: 'Host wallet', provider },
  })
  return cachedConfig
}

void start()
