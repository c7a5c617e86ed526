import type { Eip1193Provider } from './createFerryWidget.js'
import { BaseError, hasMarker } from './errors/base.js'
import {
  type EmbedAppearance,
  type EmbedApproval,
  type EmbedParams,
  type EmbedTheme,
  envelope,
  type FrameMessage,
  minFrameHeight,
  parseHostMessage,
} from './protocol.js'
import { type CancelDomain, refuseWalletRequest } from './refuseWalletRequest.js'
import type { FerryWidgetEvent } from './widgetEvent.js'

export type HostInit = {
  params: EmbedParams
  theme?: EmbedTheme | undefined
  locale?: string | undefined
  /** The widget's `approval` policy; absent means `exact`, another value the widget refuses. */
  approval?: EmbedApproval | undefined
  /** The host opens its own wallet modal: the widget's button calls `connectWallet()`. */
  hasConnectWallet?: boolean | undefined
}

export type ConnectToHostParameters = {
  /** Called once with the host's presets, theme and locale. */
  onInit: (init: HostInit) => void
  /** Called when the host sends new presets. */
  onUpdate?: (params: EmbedParams) => void
  /** Called when the host changes the theme or locale after init (both, as they now are). */
  onAppearance?: (appearance: EmbedAppearance) => void
  /** Element whose height the iframe follows. Defaults to `document.documentElement`. */
  measure?: HTMLElement
  /**
   * The cancel's EIP-712 domain: typed data for any other is refused here already (the host
   * checks again). Without it only the method names are checked.
   */
  cancelDomain?: CancelDomain
}

export type HostConnection = {
  /** The origin of the host page, the only one this frame talks to. */
  parentOrigin: string
  /** Relays a widget event to the host. */
  emit(event: FerryWidgetEvent): void
  /** Asks the host to open its wallet modal (when its init said it has one). */
  connectWallet(): void
  /** A provider that forwards to the host's wallet; present once the host says it has one. */
  readonly provider: Eip1193Provider | undefined
  readonly ignoredMessages: number
  disconnect(): void
}

const notEmbeddedMarker = Symbol.for('ferry.error.NotEmbeddedError')

/** Thrown when the page is not embedded by a host that named its origin. */
export class NotEmbeddedError extends BaseError {
  override name = 'NotEmbeddedError'
  readonly [notEmbeddedMarker] = true

  static override isInstance(value: unknown): value is NotEmbeddedError {
    return hasMarker(value, notEmbeddedMarker)
  }
}

/** What `connectToHost` throws. */
export type ConnectToHostErrorType = NotEmbeddedError

function readParentOrigin(): string {
  const raw = new URLSearchParams(location.search).get('parentOrigin')
  if (!raw) throw new NotEmbeddedError('the embed page needs a parentOrigin query parameter')
  let origin: string
  try {
    origin = new URL(raw).origin
  } catch {
    throw new NotEmbeddedError(`parentOrigin "${raw}" is not an origin`)
  }
  if (origin !== raw) throw new NotEmbeddedError(`parentOrigin "${raw}" is not an origin`)
  if (window.parent === window) throw new NotEmbeddedError('the embed page is not inside a frame')
  return origin
}

/**
 * The iframe's side of the protocol: announces readiness to the host named by the
 * `parentOrigin` query parameter, follows the content's height, relays widget events and, when
 * the host offers one, exposes the host's wallet as an EIP-1193 provider.
 */
export function connectToHost(parameters: ConnectToHostParameters): HostConnection {
  const parentOrigin = readParentOrigin()
  const post = (message: FrameMessage) => window.parent.postMessage(envelope(message), parentOrigin)

  let ignored = 0
  let nextId = 1
  let provider: Eip1193Provider | undefined
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>()
  const listeners = new Map<string, Set<(data: unknown) => void>>()

  const relayProvider: Eip1193Provider = {
    request({ method, params }) {
      const refusal = refuseWalletRequest({
        method,
        params,
        cancelDomain: parameters.cancelDomain,
        frameHost: location.host,
      })
      if (refusal) return Promise.reject(Object.assign(new Error(refusal.message), refusal))
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        post({ type: 'provider-request', payload: { id, method, params } })
      })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) return
    const message = parseHostMessage(event.data)
    if (!message) {
      ignored++
      return
    }
    switch (message.type) {
      case 'init': {
        const { hasProvider, ...init } = message.payload
        if (hasProvider) provider = relayProvider
        parameters.onInit(init)
        return
      }
      case 'update':
        parameters.onUpdate?.(message.payload.params)
        return
      case 'appearance':
        parameters.onAppearance?.(message.payload)
        return
      case 'provider-response': {
        const request = pending.get(message.payload.id)
        if (!request) {
          ignored++
          return
        }
        pending.delete(message.payload.id)
        const { error, result } = message.payload
        if (error) request.reject(Object.assign(new Error(error.message), error))
        else request.resolve(result)
        return
      }
      case 'provider-event':
        for (const listener of listeners.get(message.payload.event) ?? []) {
          listener(message.payload.data)
        }
        return
    }
  }

  const target = parameters.measure ?? document.documentElement
  let lastHeight = -1
  let frame = 0
  const observer = new ResizeObserver(() => {
    // One message per animation frame at most: the host resizes once per paint, without jitter.
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => {
      const height = Math.ceil(target.getBoundingClientRect().height)
      // A screen swap can measure 0 for a frame; the host would collapse the iframe and jump back.
      if (height === lastHeight || height < minFrameHeight) return
      lastHeight = height
      post({ type: 'resize', payload: { height } })
    })
  })

  window.addEventListener('message', onMessage)
  observer.observe(target)
  post({ type: 'ready', payload: {} })

  return {
    parentOrigin,
    emit({ name, data }) {
      post({ type: 'widget-event', payload: { name, data } as FerryWidgetEvent })
    },
    connectWallet() {
      post({ type: 'connect-wallet', payload: {} })
    },
    get provider() {
      return provider
    },
    get ignoredMessages() {
      return ignored
    },
    disconnect() {
      window.removeEventListener('message', onMessage)
      observer.disconnect()
      cancelAnimationFrame(frame)
      for (const request of pending.values()) request.reject(new Error('Disconnected from host'))
      pending.clear()
    },
  }
}
