import { swapPresetFields, swapPresetProblem } from '@ferry/order-api'
import { themeProblems } from '../theme/theme.js'

/** What a host's `initialData.params` must be, as a problem's opening words. */
export const paramsPropProblemPrefix = 'initialData.params must be the BFF /api/v2/params answer'

/**
 * The problems with the props a host passed, each naming the prop and what it must be. Hosts
 * written in plain JavaScript (or the iframe's URL) can pass anything.
 */
export function widgetPropProblems(props: Record<string, unknown>): string[] {
  const problems: string[] = []
  const { bffUrl, className, defaults, locale, onEvent, onValueChange, theme, initialData, value } =
    props
  if (typeof bffUrl !== 'string' || !/^https?:\/\/[^\s/]+/.test(bffUrl))
    problems.push(`bffUrl must be an http(s) URL, got ${JSON.stringify(bffUrl)}`)
  if (locale !== undefined) {
    if (typeof locale !== 'string') problems.push('locale must be a BCP 47 tag such as "es"')
    else
      try {
        Intl.getCanonicalLocales(locale)
      } catch {
        problems.push(`locale must be a BCP 47 tag such as "es", got ${JSON.stringify(locale)}`)
      }
  }
  if (onEvent !== undefined && typeof onEvent !== 'function')
    problems.push('onEvent must be a function')
  if (props.onConnectWallet !== undefined && typeof props.onConnectWallet !== 'function')
    problems.push('onConnectWallet must be a function')
  if (props.approval !== undefined && props.approval !== 'exact' && props.approval !== 'unlimited')
    problems.push(`approval must be "exact" or "unlimited", got ${JSON.stringify(props.approval)}`)
  if (className !== undefined && typeof className !== 'string')
    problems.push('className must be a string')
  if (onValueChange !== undefined && typeof onValueChange !== 'function')
    problems.push('onValueChange must be a function')
  // Its fields are checked as the form reads them: a bad one is warned about and left out.
  if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value)))
    problems.push('value must be an object { from?, to?, amount?, mode? }')
  if (defaults !== undefined) {
    if (typeof defaults !== 'object' || defaults === null)
      problems.push('defaults must be an object')
    else {
      const record = defaults as Record<string, unknown>
      for (const field of swapPresetFields) {
        const value = record[field]
        const problem = value === undefined ? undefined : swapPresetProblem({ field, value })
        if (problem) problems.push(`defaults.${field} ${problem}, got ${JSON.stringify(value)}`)
      }
    }
  }
  if (initialData !== undefined) {
    const { config, params } = (initialData ?? {}) as Record<string, unknown>
    if (typeof initialData !== 'object' || initialData === null)
      problems.push('initialData must be an object { config?, params? }')
    else {
      if (config !== undefined && !Array.isArray((config as { chains?: unknown } | null)?.chains))
        problems.push('initialData.config must be the BFF /api/config answer (with chains)')
      // The shape the form renders from; every field is checked after the first paint, where
      // zod is loaded (useParamsPropProblem).
      if (params !== undefined && !isParamsShaped(params)) problems.push(paramsPropProblemPrefix)
    }
  }
  problems.push(...themeProblems(theme))
  return problems
}

function isParamsShaped(params: unknown): boolean {
  const { tokens, terms } = (params ?? {}) as Record<string, unknown>
  return (
    Array.isArray(tokens) &&
    tokens.every((token) => typeof token === 'object' && token !== null) &&
    typeof terms === 'object' &&
    terms !== null
  )
}
