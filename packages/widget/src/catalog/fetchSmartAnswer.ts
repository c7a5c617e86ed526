import type { V1Token } from '@ferry/order-api/v1'

/** Keywords longer than this are refused by the service (spec v1: autocomplete, 1 to 64). */
export const MAX_SMART_KEYWORD = 64

/** The part of an autocomplete suggestion the smart input shows and fills the form with. */
export type SmartAnswerEntry = {
  chain: { id: number; name: string }
  token: V1Token
  /** The token amount as decimal text; for a `$` input, the service's conversion by price. */
  amount?: string
  /** The dollars the service states, when it knows a price. */
  usdAmount?: string
}

export type SmartAnswer = { data: SmartAnswerEntry[]; dollars: boolean }

const decimal = /^\d+(?:\.\d+)?$/
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const whole = (value: unknown, max: number) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max
    ? (value as number)
    : undefined
const figure = (value: unknown) => {
  const found = text(value)
  return found !== undefined && decimal.test(found) ? found : undefined
}

function tokenOf(value: unknown): V1Token | undefined {
  if (!isRecord(value)) return undefined
  const chainId = whole(value.chainId, Number.MAX_SAFE_INTEGER)
  const decimals = whole(value.decimals, 255)
  const { address, name, symbol, logoURI } = value
  if (chainId === undefined || decimals === undefined) return undefined
  if (typeof address !== 'string' || address === '' || typeof symbol !== 'string') return undefined
  const extensions = isRecord(value.extensions) ? value.extensions : {}
  const price = isRecord(extensions.price) ? figure(extensions.price.usd) : undefined
  return {
    chainId,
    address,
    symbol,
    decimals,
    name: text(name) ?? symbol,
    logoURI: text(logoURI) ?? '',
    ...(price === undefined ? {} : { extensions: { price: { usd: price, provider: '' } } }),
  }
}

/**
 * Reads the answer of `GET /v1/tokens/autocomplete/{keyword}` (spec v1: autocomplete) for the
 * fields the smart input uses; entries it cannot use are left out. Written by hand rather than
 * with the client's zod schema: the smart input loads apart from the first load, and reaching the
 * v1 client from there pulls zod's parser into the first load (it is imported, unused, by
 * modules the first load has).
 */
export function readSmartAnswer(body: unknown): SmartAnswer {
  const entries = isRecord(body) && Array.isArray(body.data) ? body.data : []
  const parsed = isRecord(body) && isRecord(body.parsed) ? body.parsed : {}
  const data: SmartAnswerEntry[] = []
  for (const entry of entries) {
    if (!isRecord(entry) || !isRecord(entry.chain)) continue
    const token = tokenOf(entry.token)
    const id = whole(entry.chain.id, Number.MAX_SAFE_INTEGER)
    const name = text(entry.chain.name)
    if (!token || id === undefined || name === undefined || id !== token.chainId) continue
    const amount = figure(entry.amount)
    // An amount that is not decimal text is not a suggestion to fill the form with.
    if (entry.amount !== undefined && amount === undefined) continue
    const usdAmount = figure(entry.usdAmount)
    data.push({
      chain: { id, name },
      token,
      ...(amount === undefined ? {} : { amount }),
      ...(usdAmount === undefined ? {} : { usdAmount }),
    })
  }
  return { data, dollars: Boolean(text(parsed.usdAmount)) }
}

/**
 * Asks the BFF's `/api/v1/tokens/autocomplete/{keyword}`. The keyword is one encoded path
 * segment; "." and ".." (path steps for URL parsers, escaped or not) and keywords the service
 * would refuse are never sent.
 */
export async function fetchSmartAnswer(parameters: {
  bffUrl: string
  keyword: string
  limit: number
  signal?: AbortSignal
}): Promise<SmartAnswer> {
  const { bffUrl, keyword, limit, signal } = parameters
  if (!keyword || keyword.length > MAX_SMART_KEYWORD || /^\.{1,2}$/.test(keyword))
    throw new Error('This autocomplete keyword is not sent')
  const url = `${bffUrl.replace(/\/+$/, '')}/api/v1/tokens/autocomplete/${encodeURIComponent(keyword)}?limit=${limit}`
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new Error(`Autocomplete answered ${response.status}`)
  return readSmartAnswer(await response.json())
}
