/**
 * The postMessage protocol between a host page (the loader) and the Ferry page in the iframe.
 *
 * Every message is an envelope `{ source: 'ferry-embed', version: 1, type, payload }`. Each side
 * parses what it receives with {@link parseMessage} and ignores (and counts) anything that does
 * not fit: a message from the other side is data, never trusted code or configuration.
 */

export const protocolSource = 'ferry-embed'
export const protocolVersion = 1

/** Swap presets the host can pass to the widget. Token ids are `<chainId>:<address or symbol>`. */
export type EmbedParams = {
  from?: string
  to?: string
  amount?: string
  mode?: 'exact_input' | 'exact_output'
}

/** The widget's theme prop, as the iframe's widget receives it (checked there). */
export type EmbedTheme =
  | 'light'
  | 'dark'
  | 'auto'
  | {
      mode?: 'light' | 'dark' | 'auto'
      layout?: 'compact' | 'wide'
      colors?: {
        background?: string
        foreground?: string
        muted?: string
        accent?: string
        accentForeground?: string
        border?: string
        danger?: string
      }
      radius?: string
      font?: string
      spacing?: string
    }

export type ProviderRpcError = { code: number; message: string; data?: unknown }

export type HostMessage =
  | {
      type: 'init'
      payload: { params: EmbedParams; theme?: EmbedTheme; locale?: string; hasProvider: boolean }
    }
  | { type: 'update'; payload: { params: EmbedParams } }
  | {
      type: 'provider-response'
      payload: { id: number; result?: unknown; error?: ProviderRpcError }
    }
  | { type: 'provider-event'; payload: { event: string; data: unknown } }

export type FrameMessage =
  | { type: 'ready'; payload: Record<string, never> }
  | { type: 'resize'; payload: { height: number } }
  | { type: 'widget-event'; payload: { name: string; data: unknown } }
  | { type: 'provider-request'; payload: { id: number; method: string; params?: unknown } }

export type Envelope<message extends HostMessage | FrameMessage> = message & {
  source: typeof protocolSource
  version: typeof protocolVersion
}

/** Wraps a message in the protocol's envelope. */
export function envelope<message extends HostMessage | FrameMessage>(
  message: message,
): Envelope<message> {
  return { source: protocolSource, version: protocolVersion, ...message }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The patterns and phrases of order-api's swap-preset validator (presets.ts), kept here so that
// the loader stays free of dependencies; protocol.test.ts proves both agree on every input.
const tokenIdPattern = /^\d{1,12}:[0-9A-Za-z]{1,64}$/
const amountPattern = /^(?=[\d.]{1,78}$)(?:\d+(?:\.\d*)?|\.\d+)$/
const presetProblems = {
  from: [
    (value: unknown) => typeof value === 'string' && tokenIdPattern.test(value),
    'must be "<chainId>:<token address or symbol>"',
  ],
  to: [
    (value: unknown) => typeof value === 'string' && tokenIdPattern.test(value),
    'must be "<chainId>:<token address or symbol>"',
  ],
  amount: [
    (value: unknown) => typeof value === 'string' && amountPattern.test(value),
    'must be a decimal string such as "25.5"',
  ],
  mode: [
    (value: unknown) => value === 'exact_input' || value === 'exact_output',
    'must be "exact_input" or "exact_output"',
  ],
} as const

/** Checks swap presets; returns a reason when they are not acceptable. */
export function validateParams(params: unknown): string | undefined {
  if (!isObject(params)) return 'params must be an object'
  for (const key of Object.keys(params)) {
    if (!Object.hasOwn(presetProblems, key)) return `unknown param "${key}"`
  }
  for (const [key, [accepts, problem]] of Object.entries(presetProblems)) {
    if (params[key] !== undefined && !accepts(params[key])) return `param "${key}" ${problem}`
  }
  return undefined
}

const frameTypes = ['ready', 'resize', 'widget-event', 'provider-request'] as const
const hostTypes = ['init', 'update', 'provider-response', 'provider-event'] as const

function checkPayload(type: string, payload: Record<string, unknown>): boolean {
  switch (type) {
    case 'ready':
      return true
    case 'resize':
      return (
        typeof payload.height === 'number' &&
        Number.isFinite(payload.height) &&
        payload.height >= 0 &&
        payload.height <= 100_000
      )
    case 'widget-event':
      return typeof payload.name === 'string' && /^[a-z]+(?:-[a-z]+)+$/.test(payload.name)
    case 'provider-request':
      return (
        Number.isSafeInteger(payload.id) &&
        typeof payload.method === 'string' &&
        payload.method.length > 0 &&
        payload.method.length < 100
      )
    case 'init':
      return (
        typeof payload.hasProvider === 'boolean' && validateParams(payload.params) === undefined
      )
    case 'update':
      return validateParams(payload.params) === undefined
    case 'provider-response':
      return (
        Number.isSafeInteger(payload.id) &&
        (payload.error === undefined ||
          (isObject(payload.error) &&
            typeof payload.error.code === 'number' &&
            typeof payload.error.message === 'string'))
      )
    case 'provider-event':
      return typeof payload.event === 'string'
    default:
      return false
  }
}

/**
 * Parses a received message for one side of the protocol. Returns `undefined` for anything that
 * is not a well-formed message of the current version meant for that side.
 */
export function parseMessage(data: unknown, from: 'host'): HostMessage | undefined
export function parseMessage(data: unknown, from: 'frame'): FrameMessage | undefined
export function parseMessage(
  data: unknown,
  from: 'host' | 'frame',
): HostMessage | FrameMessage | undefined {
  if (!isObject(data)) return undefined
  if (data.source !== protocolSource || data.version !== protocolVersion) return undefined
  const types: readonly string[] = from === 'host' ? hostTypes : frameTypes
  if (typeof data.type !== 'string' || !types.includes(data.type)) return undefined
  if (!isObject(data.payload) || !checkPayload(data.type, data.payload)) return undefined
  return { type: data.type, payload: data.payload } as HostMessage | FrameMessage
}
