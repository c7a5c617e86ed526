import type { V1AutocompleteSlot } from '@ferry/order-api/v1'

export type ParsedAutocomplete = {
  /** The token amount as typed, without thousands separators; null when none or a `$` amount. */
  amount: string | null
  /** The dollar amount when the input starts with `$`. */
  usdAmount?: string | null
  tokenQuery: string | null
  chainQuery: string | null
  hasOn: boolean
}

const amountPattern = /^(\d[\d,]*(?:\.\d+)?|\.\d+)(?=\s|$|[^\d.,])/

/**
 * Reads a smart-input keyword: an optional amount (`100`, `1,000.5`, or `$50` in dollars), a
 * token query, then `on` and a chain query. `100usdc` reads as `100 usdc`.
 */
export function parseAutocomplete(keyword: string): ParsedAutocomplete {
  let rest = keyword.trim()
  const dollar = rest.startsWith('$')
  if (dollar) rest = rest.slice(1).trimStart()
  const amountMatch = amountPattern.exec(rest)
  const amountText = amountMatch ? amountMatch[1]!.replaceAll(',', '') : null
  if (amountMatch) rest = rest.slice(amountMatch[0].length)
  const words = rest.split(/\s+/).filter(Boolean)
  const on = words.findIndex((word) => word.toLowerCase() === 'on')
  const tokenWords = on === -1 ? words : words.slice(0, on)
  const chainWords = on === -1 ? [] : words.slice(on + 1)
  const normalised = amountText?.startsWith('.') ? `0${amountText}` : amountText
  return {
    amount: dollar ? null : normalised,
    ...(dollar ? { usdAmount: normalised } : {}),
    tokenQuery: tokenWords.join(' ') || null,
    chainQuery: chainWords.join(' ') || null,
    hasOn: on !== -1,
  }
}

/**
 * What the user can still type, narrowing as the input gets specific: a bare token leaves all
 * five slots open; once an amount is followed by a token, the token is taken to be finished and
 * only the chain and a keyword remain; a chain named in full leaves the keyword only.
 */
export function nextSlotsOf(parameters: {
  parsed: ParsedAutocomplete
  chainResolved: boolean
}): V1AutocompleteSlot[] {
  const { parsed, chainResolved } = parameters
  const hasAmount = parsed.amount !== null || Boolean(parsed.usdAmount)
  const slots: V1AutocompleteSlot[] = []
  if (!hasAmount && !chainResolved) slots.push('usdAmount', 'amount')
  if (parsed.tokenQuery === null || (!hasAmount && !parsed.hasOn)) slots.push('tokenSymbol')
  if (!chainResolved) slots.push('chain')
  slots.push('keyword')
  return slots
}
