/**
 * The postMessage protocol between a host page (the loader) and the Ferry page in the iframe.
 *
 * Every message is an envelope `{ source: 'ferry-embed', version: 1, type, payload }`. Each side
 * parses what it receives with {@link parseMessage} and ignores (and counts) anything that does
 * not fit: a message from the other side is data, never trusted code or configuration.
 */

import type { FerryWidgetEvent } from './widgetEvent.js'

export const protocolSource = 'ferry-embed'
export const protocolVersion = 1

/**
 * The least height the host gives the frame. While the widget swaps screens the frame can
 * measure 0 or a few pixels for a moment; those reports are dropped so the frame keeps its last
 * good height instead of collapsing and jumping back.
 */
export const minFrameHeight = 100

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

/**
 * How large an approval the frame's widget lets the wallet be asked for (its `approval` prop,
 * checked there like the theme): `exact`, the default, no more than the deposit pulls;
 * `unlimited`, more when the plan asks.
 */
export type EmbedApproval = 'exact' | 'unlimited'

/**
 * The widget's look and language, which the host sets in `init` and may change later
 * (`appearance`): the frame re-renders the same form with them, nothing reloads.
 */
export type EmbedAppearance = {
  theme?: EmbedTheme | undefined
  /** BCP 47 locale, e.g. `en`, `ar`, `zh-CN`. */
  locale?: string | undefined
}

export type ProviderRpcError = { code: number; message: string; data?: unknown }

export type HostMessage =
  | {
      type: 'init'
      payload: {
        params: EmbedParams
        theme?: EmbedTheme | undefined
        locale?: string | undefined
        approval?: EmbedApproval | undefined
        hasProvider: boolean
        /** The host opens its own wallet modal when the frame sends `connect-wallet`. */
        hasConnectWallet?: boolean | undefined
      }
    }
  | { type: 'update'; payload: { params: EmbedParams } }
  /** The host's current theme and locale, after a change (`setAppearance`). */
  | { type: 'appearance'; payload: EmbedAppearance }
  | {
      type: 'provider-response'
      payload: { id: number; result?: unknown; error?: ProviderRpcError }
    }
  | { type: 'provider-event'; payload: { event: string; data: unknown } }

export type FrameMessage =
  | { type: 'ready'; payload: Record<string, never> }
  | { type: 'resize'; payload: { height: number } }
  | { type: 'widget-event'; payload: FerryWidgetEvent }
  | { type: 'provider-request'; payload: { id: number; method: string; params?: unknown } }
  /** The widget's connect button was pressed: the host opens its wallet modal. */
  | { type: 'connect-wallet'; payload: Record<string, never> }

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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The patterns and phrases of order-api's swap-preset validator (presets.ts), kept here so that
// the loader stays free of dependencies; protocol.test.ts proves both agree on every input.
const tokenIdPattern = /^\d{1,12}:[0-9A-Za-z]{1,64}$/
const amountPattern = /^(?=[\d.]{1,78}$)(?:\d+(?:\.\d*)?|\.\d+)$/
const tokenIdProblem = [
  (value: unknown) => typeof value === 'string' && tokenIdPattern.test(value),
  'must be "<chainId>:<token address or symbol>"',
] as const
const presetProblems = {
  from: tokenIdProblem,
  to: tokenIdProblem,
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

type PayloadChecks = Record<string, (payload: Record<string, unknown>) => boolean>

const anyPayload = () => true

const frameChecks: PayloadChecks = {
  ready: anyPayload,
  // Number.isFinite is true only for numbers (it does not coerce).
  resize: ({ height }) =>
    Number.isFinite(height) && (height as number) >= 0 && (height as number) <= 100_000,
  'widget-event': ({ name }) => typeof name === 'string' && /^[a-z]+(?:-[a-z]+)+$/.test(name),
  // Wallet method names are words (eth_signTypedData_v4); anything else is not one.
  'provider-request': ({ id, method }) =>
    Number.isSafeInteger(id) && typeof method === 'string' && /^\w{1,99}$/.test(method),
  'connect-wallet': anyPayload,
}

const hostChecks: PayloadChecks = {
  init: ({ hasProvider, hasConnectWallet, params }) =>
    typeof hasProvider === 'boolean' &&
    (hasConnectWallet === undefined || typeof hasConnectWallet === 'boolean') &&
    validateParams(params) === undefined,
  update: ({ params }) => validateParams(params) === undefined,
  // The theme is the widget's to check (it names a bad one); a locale is text.
  appearance: ({ locale }) => locale === undefined || typeof locale === 'string',
  'provider-response': ({ id, error }) =>
    Number.isSafeInteger(id) &&
    (error === undefined ||
      (isObject(error) && typeof error.code === 'number' && typeof error.message === 'string')),
  'provider-event': ({ event }) => typeof event === 'string',
}

/**
 * The side tables are apart so that the loader bundles only the checks of what the frame sends
 * (and the frame only those of what the host sends).
 */
function parseWith(data: unknown, checks: PayloadChecks) {
  if (
    isObject(data) &&
    data.source === protocolSource &&
    data.version === protocolVersion &&
    typeof data.type === 'string' &&
    Object.hasOwn(checks, data.type) &&
    isObject(data.payload) &&
    checks[data.type]!(data.payload)
  )
    return { type: data.type, payload: data.payload }
  return undefined
}

/** Parses a message the frame sent to the host; `undefined` for anything else. */
export const parseFrameMessage = (data: unknown) =>
  parseWith(data, frameChecks) as FrameMessage | undefined

/** Parses a message the host sent to the frame; `undefined` for anything else. */
export const parseHostMessage = (data: unknown) =>
  parseWith(data, hostChecks) as HostMessage | undefined

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
  return from === 'host' ? parseHostMessage(data) : parseFrameMessage(data)
}
