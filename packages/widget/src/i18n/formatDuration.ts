import { intlLocale } from './locales.js'

type FormatDuration = (seconds: number) => string

// Apart from `localize`: only the tracker and the history show durations, and they load later.
const byTag = new Map<string, FormatDuration>()

/**
 * A count of seconds as a duration in a catalog tag's units, the two largest that apply:
 * "1 hr 5 min", "5 min 3 sec", "50 sec" in English, "1 分20 秒" in Japanese.
 */
export function durationFormatter(tag: string): FormatDuration {
  const known = byTag.get(tag)
  if (known) return known
  const intl = intlLocale(tag)
  const [hours, minutes, seconds] = (['hour', 'minute', 'second'] as const).map(
    (unit) => new Intl.NumberFormat(intl, { style: 'unit', unit, unitDisplay: 'short' }),
  ) as [Intl.NumberFormat, Intl.NumberFormat, Intl.NumberFormat]
  const units = new Intl.ListFormat(intl, { type: 'unit', style: 'narrow' })
  const format: FormatDuration = (total) => {
    const whole = Math.max(0, Math.round(total))
    const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60]
    if (h > 0) return units.format([hours.format(h), minutes.format(m)])
    if (m > 0) return units.format([minutes.format(m), seconds.format(s)])
    return seconds.format(s)
  }
  byTag.set(tag, format)
  return format
}
