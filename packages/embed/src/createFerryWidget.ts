import { BaseError, hasMarker } from './errors/base.js'
import {
  type EmbedAppearance,
  type EmbedApproval,
  type EmbedParams,
  type EmbedTheme,
  type HostMessage,
  minFrameHeight,
  parseFrameMessage,
  protocolSource,
  protocolVersion,
  validateParams,
} from './protocol.js'
import { type CancelDomain, refuseWalletRequest } from './refuseWalletRequest.js'
import type { FerryWidgetEvent } from './widgetEvent.js'

/** A minimal EIP-1193 provider, as the host's wallet library exposes it. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
  removeListener?(event: string, listener: (data: unknown) => void): void
}

export type { FerryWidgetEvent } from './widgetEvent.js'

export type CreateFerryWidgetOptions = {
  /** URL of the hosted Ferry embed page, e.g. `https://swap.example.com/embed`. */
  url: string
  /** Presets for the swap form. */
  params?: EmbedParams
  theme?: EmbedTheme
  /** BCP 47 locale, e.g. `en`, `es`, `zh-CN`. */
  locale?: string
  /**
   * How large a token approval the widget lets the wallet be asked for: `exact` (the default)
   * no more than the deposit pulls; `unlimited` lets a larger one through. Like the theme, a bad
   * value is refused inside the widget, which names it instead of showing the form.
   */
  approval?: EmbedApproval
  /** Origin the iframe must answer from. Defaults to the origin of `url`. */
  trustedOrigin?: string
  /** Receives every event the widget emits. */
  onEvent?: (event: FerryWidgetEvent) => void
  /** The host's wallet; when given, the iframe signs through it instead of its own connection. */
  provider?: Eip1193Provider
  /**
   * Opens the host's own wallet modal (RainbowKit, ConnectKit, AppKit) when the widget's connect
   * button is pressed, instead of the widget's wallet menu inside the frame.
   */
  onConnectWallet?: () => void
  /**
   * The only EIP-712 domain the iframe may have the host's wallet sign for (an order cancel).
   * Defaults to `cancelDomain` of `/api/config` at the origin of `url`, read on first use.
   */
  cancelDomain?: CancelDomain
  /** How long to wait for the iframe to answer before offering a retry. Default 15 000 ms. */
  loadTimeoutMs?: number
}

export type FerryWidgetHandle = {
  /** Sends new presets to the widget. */
  update(params: EmbedParams): void
  /**
   * Changes the widget's theme or locale in place: the frame is not reloaded, and what the user
   * typed or a swap under way stays. Fields not given keep their value; `undefined` restores
   * the default.
   */
  setAppearance(appearance: EmbedAppearance): void
  /** Removes the iframe and every listener. */
  destroy(): void
  /** How many messages were ignored because they were malformed, foreign or unexpected. */
  readonly ignoredMessages: number
}

const embedMarker = Symbol.for('ferry.error.FerryEmbedError')

/** Thrown synchronously for options that cannot work. */
export class FerryEmbedError extends BaseError {
  override name = 'FerryEmbedError'
  readonly [embedMarker] = true

  static override isInstance(value: unknown): value is FerryEmbedError {
    return hasMarker(value, embedMarker)
  }
}

/** What `createFerryWidget` and the handle's `update` throw. */
export type CreateFerryWidgetErrorType = FerryEmbedError

const providerEvents = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

function resolveContainer(container: HTMLElement | string): HTMLElement {
  const element =
    typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container
  if (typeof element?.append === 'function') return element
  throw new FerryEmbedError(
    typeof container === 'string'
      ? `no element matches the container selector "${container}"`
      : 'container must be an element or a selector',
  )
}

function resolveUrl(url: unknown): URL {
  let parsed: URL | undefined
  try {
    parsed = new URL(url as string, location.href)
  } catch {}
  // A missing url would resolve against the page ("…/undefined"): refused like any other.
  if (typeof url !== 'string' || !/^https?:$/.test(parsed?.protocol as string))
    throw new FerryEmbedError(`options.url must be an http(s) URL, got ${JSON.stringify(url)}`)
  return parsed!
}

/**
 * Mounts the hosted Ferry widget in an iframe inside `container`.
 *
 * @example
 * const widget = createFerryWidget('#swap', {
 *   url: 'https://swap.example.com/embed',
 *   params: { from: '1:USDC', to: '8453:USDC', amount: '100' },
 *   onEvent: (event) => console.log(event.name, event.data),
 * })
 */
export function createFerryWidget(
  container: HTMLElement | string,
  options: CreateFerryWidgetOptions,
): FerryWidgetHandle {
  const root = resolveContainer(container)
  const url = resolveUrl(options?.url)
  const params = options.params ?? {}
  const invalid = validateParams(params)
  if (invalid) throw new FerryEmbedError(`options.params: ${invalid}`)
  const trustedOrigin = options.trustedOrigin ?? url.origin
  const { provider, onEvent, onConnectWallet } = options
  // Sent with init, and again whenever the host changes it (setAppearance).
  const appearance: EmbedAppearance = { theme: options.theme, locale: options.locale }

  url.searchParams.set('parentOrigin', location.origin)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value))

  let ignored = 0
  let iframe: HTMLIFrameElement
  let ready = false
  let timeout: ReturnType<typeof setTimeout> | undefined
  let retryPanel: HTMLElement | undefined

  const post = <type extends HostMessage['type']>(
    type: type,
    payload: Extract<HostMessage, { type: type }>['payload'],
  ) =>
    iframe.contentWindow?.postMessage(
      { source: protocolSource, version: protocolVersion, type, payload },
      trustedOrigin,
    )

  const mount = () => {
    ready = false
    iframe = document.createElement('iframe')
    iframe.src = url.href
    iframe.title = 'Ferry swap'
    iframe.setAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    )
    iframe.allow = 'clipboard-write'
    iframe.referrerPolicy = 'strict-origin-when-cross-origin'
    iframe.style.cssText = 'display:block;width:100%;min-width:320px;height:560px;border:0'
    // A frame the BFF refuses to be framed by still loads, but never says ready: a second after
    // its load, ask the BFF why (it answers a refused origin readably) instead of waiting out the
    // timeout. A frame that works has said ready by then, and nothing is asked.
    iframe.onload = () =>
      setTimeout(
        () =>
          // Destroyed or already replaced by the retry panel: nothing to ask.
          ready ||
          !iframe.isConnected ||
          loadConfig().catch(
            (refusal) =>
              ready ||
              !iframe.isConnected ||
              showRetry(refusal instanceof Error ? undefined : refusal?.message),
          ),
        1000,
      )
    root.append(iframe)
    timeout = setTimeout(showRetry, options.loadTimeoutMs ?? 15_000)
  }

  const showRetry = (reason?: string) => {
    clearTimeout(timeout)
    if (reason) console.error(`Ferry: ${reason}`)
    iframe.remove()
    retryPanel = document.createElement('div')
    retryPanel.setAttribute('role', 'alert')
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Retry'
    button.onclick = () => {
      retryPanel?.remove()
      retryPanel = undefined
      mount()
    }
    retryPanel.append(reason ? `${reason}. ` : 'The swap widget did not load. ', button)
    root.append(retryPanel)
  }

  // The BFF's /api/config, read at most once while it answers; a refusal rejects with its body.
  let config: Promise<{ cancelDomain?: CancelDomain }> | undefined
  const loadConfig = () =>
    (config ??= fetch(new URL('/api/config', url))
      .then(async (response) => {
        const body = await response.json()
        if (response.ok) return body
        throw body
      })
      .catch((failure) => {
        // Read again on the next request when this one failed.
        config = undefined
        throw failure
      }))
  /** Why the host's wallet must not see a request; the host enforces it, the frame is less trusted. */
  const refusalOf = async (method: string, params: unknown) => {
    if (!provider) return { code: 4200, message: 'The host provides no wallet' }
    const refusal = refuseWalletRequest({ method, params, frameHost: url.host })
    if (refusal || method !== 'eth_signTypedData_v4') return refusal
    const domain: CancelDomain | undefined =
      options.cancelDomain ??
      (await loadConfig().then(
        ({ cancelDomain: read }) =>
          typeof read?.verifyingContract === 'string' ? read : undefined,
        () => undefined,
      ))
    if (!domain) return { code: 4200, message: `${method}: the cancel domain could not be read` }
    return refuseWalletRequest({ method, params, cancelDomain: domain })
  }

  const relay = async (id: number, method: string, requestParams: unknown) => {
    let payload: Extract<HostMessage, { type: 'provider-response' }>['payload']
    try {
      const refusal = await refusalOf(method, requestParams)
      if (refusal) throw refusal
      const args = requestParams === undefined ? { method } : { method, params: requestParams }
      payload = { id, result: await provider!.request(args) }
    } catch (cause) {
      // A refusal above or the wallet's error: only its EIP-1193 fields cross to the frame.
      const { code, message, data } = Object(cause)
      payload = {
        id,
        error: {
          code: typeof code === 'number' ? code : -32603,
          message: typeof message === 'string' ? message : 'Wallet request failed',
          data,
        },
      }
    }
    post('provider-response', payload)
  }

  const onMessage = (event: MessageEvent) => {
    const fromFrame = event.source === iframe.contentWindow && event.origin === trustedOrigin
    const message = fromFrame ? parseFrameMessage(event.data) : undefined
    if (!message) {
      // Another frame of the page may talk to the host too; only count what claims to be ours.
      if (fromFrame || (event.data as { source?: unknown } | null)?.source === protocolSource)
        ignored++
      return
    }
    switch (message.type) {
      case 'ready': {
        ready = true
        clearTimeout(timeout)
        post('init', {
          params,
          hasProvider: !!provider,
          hasConnectWallet: !!onConnectWallet,
          approval: options.approval,
          ...appearance,
        })
        return
      }
      case 'resize': {
        const height = Math.ceil(message.payload.height)
        if (height >= minFrameHeight) iframe.style.height = `${height}px`
        return
      }
      case 'widget-event':
        // The frame answered from the trusted origin: its events are the widget's.
        onEvent?.(message.payload as FerryWidgetEvent)
        return
      case 'provider-request':
        void relay(message.payload.id, message.payload.method, message.payload.params)
        return
      case 'connect-wallet':
        onConnectWallet?.()
        return
    }
  }

  const providerListeners = providerEvents.map((name) => {
    const listener = (data: unknown) => {
      if (ready) post('provider-event', { event: name, data })
    }
    provider?.on?.(name, listener)
    return [name, listener] as const
  })

  window.addEventListener('message', onMessage)
  mount()

  return {
    update(next) {
      const reason = validateParams(next)
      if (reason) throw new FerryEmbedError(`update(params): ${reason}`)
      Object.assign(params, next)
      if (ready) post('update', { params: next })
    },
    setAppearance(next) {
      Object.assign(appearance, next)
      if (ready) post('appearance', appearance)
    },
    destroy() {
      clearTimeout(timeout)
      window.removeEventListener('message', onMessage)
      for (const [name, listener] of providerListeners) provider?.removeListener?.(name, listener)
      iframe.remove()
      retryPanel?.remove()
    },
    get ignoredMessages() {
      return ignored
    },
  }
}
