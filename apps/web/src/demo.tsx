import { createFerryWidget, type FerryWidgetEvent } from '@ferry/embed'
import { createWidgetWagmiConfig, SwapWidget } from '@ferry/widget'
import '@ferry/widget/styles.css'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { Address, EIP1193Provider } from 'viem'
import { useConnect, useConnection, useConnectors, useDisconnect, WagmiProvider } from 'wagmi'
import type { DevnetWallet } from './devnetWallet.js'
import { installDevnetWallet, loadPageConfig } from './pageConfig.js'
import './styles/demo.css'

/** On the devnet, the host's wallet and its accounts, so the demo can switch the host account. */
type HostDevnet = { wallet: DevnetWallet; accounts: { label: string; address: Address }[] }

type LogEntry = { id: number; from: 'component' | 'iframe'; event: FerryWidgetEvent }

/**
 * A sample host dApp with its own wagmi setup: the React component shares the host's wallet,
 * and the iframe (through @ferry/embed) signs with the same wallet over the embed protocol.
 */
async function start() {
  const root = createRoot(document.getElementById('root')!)
  const config = await loadPageConfig()
  const devnetWallet = config ? await installDevnetWallet(config) : undefined
  const provider =
    (devnetWallet?.provider as EIP1193Provider | undefined) ??
    (window as { ethereum?: EIP1193Provider }).ethereum
  if (!config || !provider) {
    root.render(<p role="alert">The demo needs the swap service and a wallet in this browser.</p>)
    return
  }
  const wagmiConfig = createWidgetWagmiConfig(config, {
    wallet: { id: 'demo', name: 'Demo wallet', provider },
  })
  const embedUrl = new URLSearchParams(location.search).get('embed') ?? `${location.origin}/embed`
  root.render(
    <StrictMode>
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <Demo
            provider={provider}
            embedUrl={embedUrl}
            devnet={
              devnetWallet && config.devnet
                ? { wallet: devnetWallet, accounts: config.devnet.accounts }
                : undefined
            }
          />
        </QueryClientProvider>
      </WagmiProvider>
    </StrictMode>,
  )
}

/** The demo's section headings and buttons (styles/demo.css). */
const heading = 'page:mt-0 page:mb-2 page:text-heading'
const button = 'page:[font:inherit] page:px-3 page:py-1.5'

function Demo(props: {
  provider: EIP1193Provider
  embedUrl: string
  devnet: HostDevnet | undefined
}) {
  const [log, setLog] = useState<LogEntry[]>([])
  const nextId = useRef(0)
  // Stable handlers: each log line re-renders the host, and a widget that re-emitted its quote
  // for a new onEvent would then log in a loop.
  const [onComponentEvent, onIframeEvent] = useMemo(() => {
    const record = (from: LogEntry['from']) => (event: FerryWidgetEvent) => {
      // Numbered on arrival, not in the updater (React may run that later): see data-quiet-at.
      const id = nextId.current++
      setLog((entries) => [{ id, from, event }, ...entries].slice(0, 200))
    }
    return [record('component'), record('iframe')]
  }, [])
  // Tells when a render of the log added nothing: the host's effects run after the widgets'
  // effects of the same render, so an event the re-render made a widget emit is counted by
  // then. `data-quiet-at` is the number of entries of the last render that made no event.
  const logList = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (nextId.current === (log[0]?.id ?? -1) + 1)
      logList.current!.dataset.quietAt = String(log.length)
  })
  return (
    <main className="page:grid page:gap-5 page:p-6 page:max-w-[1100px] page:mx-auto">
      <header className="page:flex page:flex-wrap page:justify-between page:items-center page:gap-3">
        <h1 className="page:m-0 page:text-title">Acme DEX · demo host</h1>
        <HostWallet devnet={props.devnet} />
      </header>
      <div className="page:grid page:grid-cols-[repeat(auto-fit,minmax(340px,1fr))] page:items-start page:gap-5">
        <section aria-label="React component">
          <h2 className={heading}>&lt;SwapWidget&gt; inside the host's WagmiProvider</h2>
          <SwapWidget bffUrl={location.origin} onEvent={onComponentEvent} />
        </section>
        <section aria-label="Iframe embed">
          <h2 className={heading}>createFerryWidget() with the host's wallet</h2>
          <EmbedFrame url={props.embedUrl} provider={props.provider} onEvent={onIframeEvent} />
        </section>
      </div>
      <section aria-label="Event log">
        <h2 className={heading}>Events</h2>
        <ol
          className="page:m-0 page:p-3 page:max-h-[260px] page:overflow-auto page:list-none page:rounded-log page:bg-console page:font-mono page:text-log page:text-console-ink"
          ref={logList}
        >
          {log.length === 0 ? <li>No events yet: quote in either widget.</li> : null}
          {log.map((entry) => (
            <li key={entry.id} data-from={entry.from}>
              [{entry.from}] {entry.event.name} {JSON.stringify(entry.event.data)}
            </li>
          ))}
        </ol>
      </section>
    </main>
  )
}

/**
 * The host's own connect button (and, on the devnet, its account switcher): the component and
 * the iframe follow what it does.
 */
function HostWallet(props: { devnet: HostDevnet | undefined }) {
  const connection = useConnection()
  const [connector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const devnet = props.devnet
  return connection.address ? (
    <p>
      Host account {connection.address.slice(0, 8)}…{' '}
      {devnet ? (
        <select
          aria-label="Switch host account"
          value={connection.address}
          onChange={(event) => devnet.wallet.selectAccount(event.target.value as Address)}
        >
          {devnet.accounts.map((account) => (
            <option key={account.address} value={account.address}>
              {account.label} · {account.address.slice(0, 8)}…
            </option>
          ))}
        </select>
      ) : null}{' '}
      <button type="button" className={button} onClick={() => disconnect.mutate()}>
        Host disconnect
      </button>
    </p>
  ) : (
    <button
      type="button"
      className={button}
      disabled={!connector}
      onClick={() => connect.mutate({ connector: connector! })}
    >
      Host connect
    </button>
  )
}

function EmbedFrame(props: {
  url: string
  provider: EIP1193Provider
  onEvent: (event: FerryWidgetEvent) => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const onEvent = useRef(props.onEvent)
  onEvent.current = props.onEvent
  useEffect(() => {
    const widget = createFerryWidget(container.current!, {
      url: props.url,
      provider: props.provider,
      theme: 'light',
      onEvent: (event) => onEvent.current(event),
    })
    return () => widget.destroy()
  }, [props.url, props.provider])
  return <div ref={container} data-testid="embed-container" />
}

void start()
