import { MAX_SMART_KEYWORD, type SmartAnswer } from './fetchSmartAnswer.js'
import { type FormToken, tokenEntryOfV1 } from './formToken.js'
import { chainIconUrl, tokenLogoUrl } from './iconUrls.js'
import { roundDecimal } from './roundDecimal.js'

/** Fraction digits an amount is shown and filled with, as a balance is (never the token's 18). */
const DISPLAY_FRACTION_DIGITS = 6

/** What choosing a suggestion puts into the form. */
export type SmartAmountChoice = {
  /**
   * Decimal text with a `.`, as the service parsed it rounded to the token's display precision
   * (`$50 eth` is `0.016667`, not `0.016666666666666666`); `''` when the input named no amount.
   */
  amount: string
  token: FormToken
}

/** One row of the smart input's list. */
export type SmartSuggestion = SmartAmountChoice & {
  symbol: string
  chainName: string
  logo: string | undefined
  chainIcon: string
  /** The dollar value the service states, when it knows a price. */
  usdAmount: string | undefined
}

/**
 * Text that asks for suggestions: a letter or a `$` anywhere ("100 usdc on base", "$50 eth").
 * Plain numbers never do; they stay the amount field's own.
 */
export const isSmartText = (text: string) => /[\p{L}$]/u.test(text)

/**
 * The keyword sent for the text, or undefined when none is: not smart text, or longer than the
 * service takes. The keyword is encoded into one path segment by the v1 client, which also
 * refuses "." and ".." (they would be read as path steps).
 */
export function smartKeywordOf(text: string): string | undefined {
  const keyword = text.trim().replace(/\s+/g, ' ')
  if (!isSmartText(keyword) || keyword.length > MAX_SMART_KEYWORD) return undefined
  return keyword
}

/**
 * The service's suggestions as rows. With a `$` amount the service has already converted it to
 * the token's amount by its price (`amount`), and states the dollars as `usdAmount`; a
 * suggestion without a price for a `$` input has no amount and is left out.
 */
export function smartSuggestionsOf(parameters: {
  bffUrl: string
  answer: SmartAnswer
}): SmartSuggestion[] {
  const { bffUrl, answer } = parameters
  const seen = new Set<string>()
  return answer.data
    .filter((entry) => !answer.dollars || entry.amount !== undefined)
    .filter((entry) => {
      // One row per token: a repeated one would be the same choice twice.
      const key = `${entry.token.chainId}:${entry.token.address.toLowerCase()}`
      return !seen.has(key) && Boolean(seen.add(key))
    })
    .map((entry) => ({
      amount:
        entry.amount === undefined
          ? ''
          : roundDecimal(entry.amount, Math.min(entry.token.decimals, DISPLAY_FRACTION_DIGITS)),
      token: tokenEntryOfV1(entry.token),
      symbol: entry.token.symbol,
      chainName: entry.chain.name,
      logo: tokenLogoUrl(bffUrl, entry.token.logoURI),
      chainIcon: chainIconUrl(bffUrl, entry.chain.id),
      usdAmount: entry.usdAmount,
    }))
}
