import { createContext, useContext, useEffect, useState } from 'react'
import { en } from './en.js'
import {
  type FirstMessages,
  intlLocale,
  loadedMessages,
  loadMessages,
  resolveLocale,
  textDirection,
} from './locales.js'

export type Localized = FirstMessages & {
  locale: string
  /** The writing direction of the locale, for the widget root. */
  dir: 'rtl' | 'ltr'
  /** A decimal string (e.g. from formatAmount) written the locale's way, digits kept exact. */
  formatNumber: (decimal: string) => string
  /** A decimal string as US dollars the locale's way, rounded to cents ("$1,234.57"). */
  formatUsd: (decimal: string) => string
  /** A Unix time in seconds as the locale's short date and time. */
  formatDateTime: (unixSeconds: number) => string
  /** A Unix time in seconds as the locale's time of day, with seconds. */
  formatTime: (unixSeconds: number) => string
  /** A count of seconds as a countdown, e.g. "4:05". */
  formatCountdown: (seconds: number) => string
  /** The locale's decimal separator, accepted in amount fields beside ".". */
  decimalSeparator: string
}

/** A catalog with the formatters of its locale. */
export function localize(tag: string, messages: FirstMessages): Localized {
  const intl = intlLocale(tag)
  // Intl formats decimal strings exactly (no float rounding) when given a string.
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 20 })
  const usd = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' })
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' })
  const time = new Intl.DateTimeFormat(intl, { timeStyle: 'medium' })
  const twoDigits = new Intl.NumberFormat(intl, { minimumIntegerDigits: 2, useGrouping: false })
  const decimalSeparator =
    number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return {
    ...messages,
    locale: tag,
    dir: textDirection(tag),
    formatNumber: (decimal) =>
      number.format(decimal as unknown as number /* Intl.NumberFormat v3 takes strings */),
    formatUsd: (decimal) => usd.format(decimal as unknown as number),
    formatDateTime: (unixSeconds) => dateTime.format(new Date(unixSeconds * 1000)),
    formatTime: (unixSeconds) => time.format(new Date(unixSeconds * 1000)),
    formatCountdown: (seconds) => {
      const whole = Math.max(0, Math.floor(seconds))
      return `${Math.floor(whole / 60)}:${twoDigits.format(whole % 60)}`
    },
    decimalSeparator,
  }
}

export const english = localize('en', en)
export const LocaleContext = createContext<Localized>(english)

/**
 * The widget's strings for a locale prop; undefined while the first catalog other than English
 * loads. A later change of locale keeps the current strings until the new catalog is in, so
 * the form stays mounted (what was typed, a swap under way) instead of going back to its outline.
 */
export function useLocalized(locale: string | undefined): Localized | undefined {
  const tag = resolveLocale(locale)
  const [shown, setShown] = useState(() => {
    const messages = loadedMessages(tag)
    return messages && localize(tag, messages)
  })
  useEffect(() => {
    let current = true
    void loadMessages(tag).then((messages) => {
      if (current)
        setShown((previous) => (previous?.locale === tag ? previous : localize(tag, messages)))
    })
    return () => {
      current = false
    }
  }, [tag])
  return shown
}

/** The widget's strings and formatters in the locale the host chose. */
export const useMessages = () => useContext(LocaleContext)
