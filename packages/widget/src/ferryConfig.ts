import { BaseError } from '@ferry/order-api'
import type { WidgetConfig } from '@ferry/order-api/bff'

// Each class's own marker (Symbol.for: shared by every bundled copy), read by its isInstance.
const originRefusedErrorMarker = Symbol.for('ferry.error.OriginRefusedError')
const configUnavailableErrorMarker = Symbol.for('ferry.error.ConfigUnavailableError')

/** What the BFF's `/api/config` tells the widget: `widgetConfigSchema` of `@ferry/order-api/bff`. */
export type FerryConfig = WidgetConfig

/**
 * The BFF refused this page's origin (it is not in the BFF's ALLOWED_ORIGINS). The BFF answers
 * that refusal readably, so the widget can say why instead of failing on an opaque CORS error.
 */
export class OriginRefusedError extends BaseError {
  override name = 'OriginRefusedError'
  readonly [originRefusedErrorMarker] = true
  constructor(
    readonly origin: string,
    /** The BFF's own words, e.g. `origin https://shop.example is not in ALLOWED_ORIGINS`. */
    bffMessage: string,
  ) {
    super(bffMessage)
  }

  static override isInstance(value: unknown): value is OriginRefusedError {
    return typeof value === 'object' && value !== null && originRefusedErrorMarker in value
  }
}

/** The BFF answered `/api/config` with an error status. */
export class ConfigUnavailableError extends BaseError {
  override name = 'ConfigUnavailableError'
  readonly [configUnavailableErrorMarker] = true
  constructor(readonly status: number) {
    super(`The swap service is unavailable (config answered ${status})`)
  }

  static override isInstance(value: unknown): value is ConfigUnavailableError {
    return typeof value === 'object' && value !== null && configUnavailableErrorMarker in value
  }
}

/** What `fetchFerryConfig` throws (a failed fetch rejects with the platform's TypeError). */
export type FetchFerryConfigErrorType = OriginRefusedError | ConfigUnavailableError | TypeError

/** Whether asking again may help: a 4xx answer (a refused origin among them) will not change. */
export function isConfigErrorFinal(error: unknown): boolean {
  return (
    OriginRefusedError.isInstance(error) ||
    (ConfigUnavailableError.isInstance(error) && error.status < 500)
  )
}

export async function fetchFerryConfig(bffUrl: string, signal?: AbortSignal): Promise<FerryConfig> {
  const base = bffUrl.replace(/\/+$/, '')
  const response = await fetch(`${base}/api/config`, signal ? { signal } : {})
  if (response.status === 403) {
    const body = await response.json().catch(() => undefined)
    if (typeof body?.message === 'string' && body.message.includes('ALLOWED_ORIGINS'))
      throw new OriginRefusedError(location.origin, body.message)
  }
  if (!response.ok) throw new ConfigUnavailableError(response.status)
  const config = (await response.json()) as FerryConfig
  // A chain whose RPC the BFF keeps private comes as the path of the BFF's RPC proxy.
  for (const chain of config.chains)
    if (chain.rpcUrl?.startsWith('/')) chain.rpcUrl = base + chain.rpcUrl
  return config
}
