import type { QuoteMode } from './schemas/quote.js'

/**
 * Swap presets a host gives the widget (its `defaults` prop, the embed's params, the hosted
 * page's URL). Tokens are `<chainId>:<token address or symbol>`: `8453:USDC`, `1:0xA0b8…`,
 * `728126428:TR7N…`. The amount is decimal text naming what is paid (`exact_input`) or
 * received (`exact_output`).
 */
export type SwapPresets = { from?: string; to?: string; amount?: string; mode?: QuoteMode }

export const swapPresetFields = ['from', 'to', 'amount', 'mode'] as const
export type SwapPresetField = (typeof swapPresetFields)[number]

// Letters and digits only: a symbol, a 0x address or a TRON base58 address, never markup.
const tokenRefPattern = /^\d{1,12}:[0-9A-Za-z]{1,64}$/
// Up to 78 digits: more than any uint256 in base units.
const amountPattern = /^(?=[\d.]{1,78}$)(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * Whether `value` names a token as `<chainId>:<token address or symbol>`.
 *
 * @example
 * isTokenRef('8453:USDC') // true
 * isTokenRef('USDC') // false
 */
export function isTokenRef(value: unknown): value is string {
  return typeof value === 'string' && tokenRefPattern.test(value)
}

/**
 * Why one preset field's value cannot be used, as a phrase to follow the field's name (`must
 * be …`), or `undefined` when it can. A caller words the field its own way (`defaults.from`,
 * `param "from"`).
 *
 * @example
 * swapPresetProblem({ field: 'amount', value: '1e3' }) // 'must be a decimal string such as "25.5"'
 * swapPresetProblem({ field: 'from', value: '8453:USDC' }) // undefined
 */
export function swapPresetProblem(parameters: {
  field: SwapPresetField
  value: unknown
}): string | undefined {
  const { field, value } = parameters
  switch (field) {
    case 'from':
    case 'to':
      return isTokenRef(value) ? undefined : 'must be "<chainId>:<token address or symbol>"'
    case 'amount':
      return typeof value === 'string' && amountPattern.test(value)
        ? undefined
        : 'must be a decimal string such as "25.5"'
    case 'mode':
      return value === 'exact_input' || value === 'exact_output'
        ? undefined
        : 'must be "exact_input" or "exact_output"'
  }
}

/**
 * The acceptable presets of an untrusted record, and a problem for each field that is not
 * (fields that are absent are neither). Unknown keys are reported too.
 *
 * @example
 * parseSwapPresets({ from: '8453:USDC', amount: 'ten' })
 * // { presets: { from: '8453:USDC' }, problems: [{ field: 'amount', problem: 'must be a decimal string such as "25.5"' }] }
 */
export function parseSwapPresets(value: unknown): {
  presets: SwapPresets
  problems: { field: string; problem: string }[]
} {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { presets: {}, problems: [{ field: '', problem: 'must be an object' }] }
  const record = value as Record<string, unknown>
  const presets: Record<string, unknown> = {}
  const problems: { field: string; problem: string }[] = []
  for (const key of Object.keys(record)) {
    if (!(swapPresetFields as readonly string[]).includes(key))
      problems.push({ field: key, problem: 'is not a preset' })
  }
  for (const field of swapPresetFields) {
    if (record[field] === undefined) continue
    const problem = swapPresetProblem({ field, value: record[field] })
    if (problem) problems.push({ field, problem })
    else presets[field] = record[field]
  }
  return { presets: presets as SwapPresets, problems }
}
