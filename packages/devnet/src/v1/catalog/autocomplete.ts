import { formatAmount, parseAmount } from '@ferry/order-api'
import { matchChains } from './matchChains.js'
import { nextSlotsOf, parseAutocomplete } from './parseAutocomplete.js'
import { searchTokens } from './searchTokens.js'
import { amountForUsd, USD_PRICE_DECIMALS, usdValueOfAmount } from './usdPrices.js'
import { usdPriceOf, type V1Token } from './v1Catalog.js'
import type { V1ChainEntry } from './v1Chains.js'
import { v1TokenWire } from './v1TokenWire.js'

const usdText = (value: bigint) =>
  formatAmount({ amount: value, decimals: USD_PRICE_DECIMALS, maxFractionDigits: 2 })

/** Parses decimal text to base units, or undefined when it has more decimals than fit. */
function baseUnits(text: string, decimals: number): bigint | undefined {
  try {
    return parseAmount({ text, decimals, allowZero: true })
  } catch {
    return undefined
  }
}

/**
 * Answers `GET /v1/tokens/autocomplete/{keyword}`: the parsed input, suggestions of tokens on
 * chains (with the amount and its dollar value when the input has an amount), the next slots.
 */
export function autocomplete(parameters: {
  keyword: string
  tokens: readonly V1Token[]
  chains: readonly V1ChainEntry[]
  chainIds?: readonly number[] | undefined
  limit: number
  origin: string
  at: number
}) {
  const { tokens, chains, chainIds, limit, origin, at } = parameters
  const parsed = parseAutocomplete(parameters.keyword)
  const chainMatch = parsed.chainQuery
    ? matchChains({ chains, query: parsed.chainQuery })
    : undefined
  const allowedChains = chainMatch?.chains.map((chain) => chain.id)
  const onChains = tokens.filter(
    (token) =>
      (!chainIds || chainIds.includes(token.chainId)) &&
      (!allowedChains || allowedChains.includes(token.chainId)),
  )
  const candidates = parsed.tokenQuery
    ? searchTokens({ tokens: onChains, query: parsed.tokenQuery })
    : onChains
  const data = []
  for (const token of candidates) {
    if (data.length >= limit) break
    const chain = chains.find((entry) => entry.id === token.chainId)
    if (!chain) continue
    const price = usdPriceOf({ token, at })
    const where = `${token.symbol} on ${chain.name}`
    const wire = { chain, token: v1TokenWire({ token, origin, at }) }
    if (parsed.usdAmount) {
      const usd = baseUnits(parsed.usdAmount, USD_PRICE_DECIMALS)
      if (usd === undefined) continue
      const amount = amountForUsd({ usd, decimals: token.decimals, price })
      data.push({
        ...wire,
        description: `$${parsed.usdAmount} of ${where}`,
        amount: formatAmount({ amount, decimals: token.decimals }),
        usdAmount: parsed.usdAmount,
      })
    } else if (parsed.amount !== null) {
      const amount = baseUnits(parsed.amount, token.decimals)
      if (amount === undefined) continue
      data.push({
        ...wire,
        description: `${parsed.amount} ${where}`,
        amount: parsed.amount,
        usdAmount: usdText(usdValueOfAmount({ amount, decimals: token.decimals, price })),
      })
    } else data.push({ ...wire, description: where })
  }
  return {
    data,
    parsed,
    nextSlots: nextSlotsOf({ parsed, chainResolved: chainMatch?.exact ?? false }),
  }
}
