/** Light, dark, or following the system's `prefers-color-scheme` live. */
export type FerryThemeMode = 'light' | 'dark' | 'auto'

/** The widget's look, each value a CSS value written into a `--ferry-*` custom property. */
export type FerryTheme = {
  mode?: FerryThemeMode
  colors?: {
    background?: string
    foreground?: string
    muted?: string
    accent?: string
    accentForeground?: string
    border?: string
    danger?: string
  }
  /** Corner radius of the card, e.g. `"14px"`. */
  radius?: string
  /** Font stack, e.g. `"Inter, sans-serif"`. */
  font?: string
  /** Base spacing unit, e.g. `"12px"`. */
  spacing?: string
  /** `compact` (a card up to 440 px) or `wide` (two columns from 720 px). */
  layout?: 'compact' | 'wide'
}

const colorVars = {
  background: '--ferry-bg',
  foreground: '--ferry-fg',
  muted: '--ferry-muted',
  accent: '--ferry-accent',
  accentForeground: '--ferry-accent-fg',
  border: '--ferry-border',
  danger: '--ferry-danger',
} as const

/** A CSS value a host may set; anything that could end the declaration is refused. */
const isSafeCssValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 200 && !/[;{}<>]|\/\*/.test(value)

/** The problems with a theme prop, each naming the field; empty when it is usable. */
export function themeProblems(theme: unknown): string[] {
  if (theme === undefined) return []
  if (typeof theme === 'string')
    return ['light', 'dark', 'auto'].includes(theme)
      ? []
      : [`theme must be "light", "dark", "auto" or an object, got ${JSON.stringify(theme)}`]
  if (typeof theme !== 'object' || theme === null) return ['theme must be a string or an object']
  const problems: string[] = []
  const { mode, colors, radius, font, spacing, layout } = theme as Record<string, unknown>
  if (mode !== undefined && !['light', 'dark', 'auto'].includes(mode as string))
    problems.push(`theme.mode must be "light", "dark" or "auto", got ${JSON.stringify(mode)}`)
  if (layout !== undefined && layout !== 'compact' && layout !== 'wide')
    problems.push(`theme.layout must be "compact" or "wide", got ${JSON.stringify(layout)}`)
  for (const [key, value] of Object.entries({ radius, font, spacing }))
    if (value !== undefined && !isSafeCssValue(value))
      problems.push(
        `theme.${key} must be a CSS value without ; { } < >, got ${JSON.stringify(value)}`,
      )
  if (colors !== undefined) {
    if (typeof colors !== 'object' || colors === null)
      problems.push('theme.colors must be an object')
    else
      for (const [key, value] of Object.entries(colors)) {
        if (!(key in colorVars)) problems.push(`theme.colors.${key} is not a known colour`)
        else if (!isSafeCssValue(value))
          problems.push(`theme.colors.${key} must be a CSS colour, got ${JSON.stringify(value)}`)
      }
  }
  return problems
}

/** The mode, layout and `--ferry-*` properties to put on the widget's root element. */
export function themeStyle(theme: FerryThemeMode | FerryTheme | undefined): {
  mode: FerryThemeMode
  layout: 'compact' | 'wide'
  vars: Record<string, string>
} {
  const resolved: FerryTheme = typeof theme === 'string' ? { mode: theme } : (theme ?? {})
  const vars: Record<string, string> = {}
  for (const [key, value] of Object.entries(resolved.colors ?? {}))
    if (value) vars[colorVars[key as keyof typeof colorVars]] = value
  if (resolved.radius) vars['--ferry-radius'] = resolved.radius
  if (resolved.font) vars['--ferry-font'] = resolved.font
  if (resolved.spacing) vars['--ferry-space'] = resolved.spacing
  return { mode: resolved.mode ?? 'light', layout: resolved.layout ?? 'compact', vars }
}
