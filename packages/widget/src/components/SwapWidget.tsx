import type { ParamsResponse } from '@ferry/order-api'
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query'
import {
  Component,
  type CSSProperties,
  type ErrorInfo,
  forwardRef,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { WagmiContext, WagmiProvider } from 'wagmi'
import { createWidgetWagmiConfig } from '../createWidgetWagmiConfig.js'
import { type FerryConfig, isConfigErrorFinal, OriginRefusedError } from '../ferryConfig.js'
import { type FerryEvent, FerryEventsContext } from '../hooks/useFerryEvents.js'
import type { SwapApproval } from '../hooks/useSwap.js'
import type { SwapValue } from '../hooks/useSwapValue.js'
import { english, LocaleContext, useLocalized, useMessages } from '../i18n/useMessages.js'
import { useParamsPropProblem } from '../props/useParamsPropProblem.js'
import { widgetPropProblems } from '../props/widgetPropProblems.js'
import { configQueryOptions, paramsQueryOptions } from '../query/queries.js'
import { type FerryTheme, type FerryThemeMode, themeStyle } from '../theme/theme.js'
import { isFramed, sdkWalletsOf } from '../wallets/sdkWalletsOf.js'
import { type WalletOptions, WalletOptionsContext } from '../wallets/WalletOptionsContext.js'
import { SwapCard } from './SwapCard.js'

export type SwapWidgetProps = {
  /** Origin of the Ferry BFF, e.g. `https://swap.example.com`. */
  bffUrl: string
  /**
   * Presets: tokens as `<chainId>:<address>` (or `<chainId>:<symbol>`), amount as decimal text,
   * naming what is paid (`exact_input`, the default) or received (`exact_output`).
   */
  defaults?: SwapValue
  /**
   * Controls the form: each field given is the host's, shown until the host changes it (same
   * form as `defaults`; `amount: ''` is an empty field). Fields left out stay the widget's own.
   */
  value?: SwapValue
  /** Every edit of the user's, as the whole next value (amount with a `.`, tokens by address). */
  onValueChange?: (next: SwapValue) => void
  /** `light` (default), `dark`, `auto` (follows the system), or colours, radius, font, layout. */
  theme?: FerryThemeMode | FerryTheme
  /** BCP 47 tag: `en` (default), `es`, `zh-CN`; others fall back by language, then to English. */
  locale?: string
  /**
   * The BFF's `/api/config` and `/api/v2/params` answers when the page already has them (the
   * hosted page inlines them; a server-rendering host can too): the form then appears without
   * waiting for those two requests.
   */
  initialData?: { config?: FerryConfig; params?: ParamsResponse }
  /** Every widget event: quote-received, order-created, deposit-sent, order-updated, … */
  onEvent?: (event: FerryEvent) => void
  /** Classes added to the root element, beside its own `ferry` class. */
  className?: string
  /**
   * Opens the host's own wallet modal (RainbowKit's `openConnectModal`, ConnectKit's, AppKit's)
   * from the widget's connect button, instead of the widget's wallet menu.
   */
  onConnectWallet?: () => void
  /**
   * How large an approval the wallet may be asked for: `exact` (the default) lets no approval
   * exceed what the deposit pulls, a larger one is refused before the wallet opens; `unlimited`
   * lets a larger approval through (for hosts whose users want one approval for many swaps).
   */
  approval?: SwapApproval
}

/**
 * The swap widget. Inside a host's QueryClientProvider and WagmiProvider it uses them; without
 * them it makes its own from the BFF's `/api/config`. A `ref` reaches the root `<div>`.
 *
 * @example <SwapWidget bffUrl="https://swap.example.com" onEvent={(e) => console.log(e.name)} />
 */
// forwardRef rather than React 19's ref prop: the package still supports React 18.3.
export const SwapWidget = forwardRef<HTMLDivElement, SwapWidgetProps>(SwapWidgetRoot)
SwapWidget.displayName = 'SwapWidget'

function SwapWidgetRoot(props: SwapWidgetProps, ref: Ref<HTMLDivElement>) {
  // One emit for the widget's lifetime: hosts pass inline handlers, and a new identity on every
  // render must not re-emit events (a host that logs quote-received would loop).
  const onEvent = useRef(props.onEvent)
  onEvent.current = props.onEvent
  const [emit] = useState(() => (event: FerryEvent) => onEvent.current?.(event))
  const root = useRef<HTMLDivElement>(null)
  const setRoot = useCallback(
    (node: HTMLDivElement | null) => {
      root.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )
  useEffect(() => {
    // A host that ships @ferry/widget/styles.css already styles .ferry: nothing to inject.
    // Otherwise the stylesheet arrives in its own small chunk, well before the configuration.
    if (root.current && getComputedStyle(root.current).getPropertyValue('--ferry-space')) return
    void import('../styles.js').then(({ injectWidgetCss }) => injectWidgetCss())
  }, [])
  const shapeProblems = widgetPropProblems(props)
  const paramsCheck = useParamsPropProblem({
    params: shapeProblems.length === 0 ? props.initialData?.params : undefined,
    hasAmount: Boolean(props.value?.amount || props.defaults?.amount),
  })
  const paramsProblem = paramsCheck.problem
  const problems = paramsProblem ? [...shapeProblems, paramsProblem] : shapeProblems
  const localized = useLocalized(typeof props.locale === 'string' ? props.locale : undefined)
  const style = themeStyle(problems.length === 0 ? props.theme : undefined)
  const report = problems.length > 0 ? `Ferry: invalid props:\n- ${problems.join('\n- ')}` : ''
  useEffect(() => {
    if (report) console.error(report)
  }, [report])
  return (
    <div
      ref={setRoot}
      onInput={paramsCheck.onInput}
      className={typeof props.className === 'string' ? `ferry ${props.className}`.trim() : 'ferry'}
      data-theme={style.mode}
      data-layout={style.layout}
      lang={(localized ?? english).locale}
      dir={(localized ?? english).dir}
      style={style.vars as CSSProperties}
    >
      <LocaleContext.Provider value={localized ?? english}>
        {problems.length > 0 ? (
          <div className="ferry-card" role="alert">
            <p className="ferry-error">{(localized ?? english).invalidProps}</p>
            <ul className="ferry-error">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : !localized ? (
          // The locale's catalog is on its way: the card's outline, no text in the wrong language.
          <div className="ferry-card ferry-skeleton" aria-busy="true" />
        ) : (
          <ErrorBoundary>
            <FerryEventsContext.Provider value={emit}>
              <WithQueryClient>
                <WithWagmi {...props} />
              </WithQueryClient>
            </FerryEventsContext.Provider>
          </ErrorBoundary>
        )}
      </LocaleContext.Provider>
    </div>
  )
}

/** A failure while rendering shows a message and a retry, never a blank space in the host. */
class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | undefined }> {
  static override contextType = LocaleContext
  declare context: React.ContextType<typeof LocaleContext>
  override state: { error: Error | undefined } = { error: undefined }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Ferry: the widget failed to render', error, info.componentStack)
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <AlertCard
        title={this.context.crashed}
        detail={this.state.error.message}
        onRetry={() => this.setState({ error: undefined })}
      />
    )
  }
}

/** What stops the widget, in words, and a button to try again. */
function AlertCard(props: { title: string; detail?: string | undefined; onRetry: () => void }) {
  const t = useMessages()
  return (
    <div className="ferry-card" role="alert">
      <p className="ferry-error">{props.title}</p>
      {props.detail ? <p className="ferry-note">{props.detail}</p> : null}
      <button type="button" className="ferry-primary" onClick={props.onRetry}>
        {t.tryAgain}
      </button>
    </div>
  )
}

function WithQueryClient({ children }: { children: ReactNode }) {
  const host = useContext(QueryClientContext)
  const [own] = useState(() => (host ? undefined : new QueryClient()))
  return own ? <QueryClientProvider client={own}>{children}</QueryClientProvider> : children
}

function WithWagmi(props: SwapWidgetProps) {
  const t = useMessages()
  const host = useContext(WagmiContext)
  const initial = props.initialData
  const config = useQuery({
    ...configQueryOptions(props.bffUrl),
    ...(initial?.config ? { initialData: initial.config } : {}),
    // A refused origin stays refused until the operator changes ALLOWED_ORIGINS: say so at once.
    retry: (failures, error) => !isConfigErrorFinal(error) && failures < 3,
  })
  const params = useQuery({
    ...paramsQueryOptions(props.bffUrl),
    // Its shape is checked by widgetPropProblems, every field by useParamsPropProblem.
    ...(initial?.params ? { initialData: initial.params } : {}),
  })
  // null: the BFF serves no EVM chain with an RPC (its start-up log says why); the card says it
  // is unavailable instead of throwing.
  const own = useMemo(() => {
    try {
      return host || !config.data ? undefined : createWidgetWagmiConfig(config.data)
    } catch {
      return null
    }
  }, [host, config.data])
  const onConnectWallet = props.onConnectWallet
  const walletOptions = useMemo<WalletOptions>(
    () => ({
      onConnectWallet,
      // The SDK wallets are the widget's own config's: a host's wagmi has its connectors.
      sdkWallets: own && config.data ? sdkWalletsOf(config.data, isFramed()) : [],
      wallets: config.data?.wallets,
    }),
    [onConnectWallet, own, config.data],
  )
  if (config.error || params.error || own === null) {
    const refused = OriginRefusedError.isInstance(config.error) ? config.error : undefined
    return (
      <AlertCard
        title={refused ? t.originRefused(refused.origin) : t.unavailable}
        detail={refused?.shortMessage}
        onRetry={() => {
          // Both: a refetch of one that loaded is a cheap GET, and fewer bytes than choosing.
          void config.refetch()
          void params.refetch()
        }}
      />
    )
  }
  if (!config.data || !params.data || (!host && !own)) return <Skeleton />
  const card = (
    <SwapCard
      bffUrl={props.bffUrl}
      config={config.data}
      params={params.data}
      {...(props.defaults ? { defaults: props.defaults } : {})}
      {...(props.value ? { value: props.value } : {})}
      {...(props.onValueChange ? { onValueChange: props.onValueChange } : {})}
      {...(props.approval ? { approval: props.approval } : {})}
    />
  )
  const withOptions = (
    <WalletOptionsContext.Provider value={walletOptions}>{card}</WalletOptionsContext.Provider>
  )
  return own ? <WagmiProvider config={own}>{withOptions}</WagmiProvider> : withOptions
}

/** The card's outline while the configuration loads (and what server rendering outputs). */
function Skeleton() {
  const t = useMessages()
  return (
    <div className="ferry-card ferry-skeleton" aria-busy="true">
      <h2 className="ferry-title">{t.title}</h2>
      <div className="ferry-skeleton-bar" />
      <div className="ferry-skeleton-bar" />
      <p className="ferry-note">{t.loading}</p>
    </div>
  )
}
