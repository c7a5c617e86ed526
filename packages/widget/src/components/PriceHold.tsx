import { useAllMessages } from '../i18n/useAllMessages.js'
import { useQuoteWords } from '../i18n/useQuoteWords.js'

/**
 * How long the price on screen holds, drawn the same way for a v2 quote and a v1 route: a
 * countdown in minutes and seconds, then that it expired and a new one is on its way.
 */
export function PriceHold({ secondsLeft }: { secondsLeft: number }) {
  const t = useAllMessages()
  const words = useQuoteWords()
  return (
    <p className="ferry-note" data-testid="price-hold">
      {secondsLeft > 0 ? words.expiresIn(t.formatCountdown(secondsLeft)) : t.termsExpired}
    </p>
  )
}
