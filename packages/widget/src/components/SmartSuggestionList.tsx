import type { SmartSuggestion } from '../catalog/smartSuggestions.js'
import { useMessages } from '../i18n/useMessages.js'
import { usePickerWords } from '../i18n/usePickerWords.js'
import { TokenIcon } from './TokenIcon.js'

export type SmartSuggestionListProps = {
  id: string
  open: boolean
  suggestions: readonly SmartSuggestion[]
  /** The highlighted row (the combobox's `aria-activedescendant`), -1 for none. */
  active: number
  optionId: (index: number) => string
  onChoose: (index: number) => void
}

/**
 * The smart input's listbox: each row a token's icon with its chain badge, symbol, chain, and
 * the amount and dollars the service parsed. Focus stays in the input; rows are chosen with the
 * keyboard there, or by pointer (which must not take focus from the input).
 */
export function SmartSuggestionList(props: SmartSuggestionListProps) {
  const t = useMessages()
  const words = usePickerWords()
  const { suggestions, open } = props
  return (
    <div
      id={props.id}
      role="listbox"
      aria-label={words.smartSuggestions}
      className="ferry-suggestions"
      hidden={!open}
    >
      {open
        ? suggestions.map((suggestion, index) => (
            // Options take no focus: it stays in the combobox, which handles the keys and points
            // at the highlighted row with aria-activedescendant (WAI-ARIA 1.2 combobox).
            // biome-ignore lint/a11y/useFocusableInteractive: see above.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
            <div
              key={`${suggestion.token.chainId}:${suggestion.token.token}`}
              id={props.optionId(index)}
              role="option"
              aria-selected={index === props.active}
              className="ferry-suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => props.onChoose(index)}
            >
              <TokenIcon
                symbol={suggestion.symbol}
                logo={suggestion.logo}
                chainIcon={suggestion.chainIcon}
                chainName={suggestion.chainName}
              />
              <span className="ferry-suggestion-text">
                <span className="ferry-token-symbol">{suggestion.symbol}</span>
                <span className="ferry-token-chain">{suggestion.chainName}</span>
              </span>
              {suggestion.amount ? (
                <span className="ferry-suggestion-amount">
                  <span>{t.formatNumber(suggestion.amount)}</span>
                  {suggestion.usdAmount ? (
                    <span className="ferry-suggestion-usd">
                      ${t.formatNumber(suggestion.usdAmount)}
                    </span>
                  ) : null}
                </span>
              ) : null}
            </div>
          ))
        : null}
    </div>
  )
}
