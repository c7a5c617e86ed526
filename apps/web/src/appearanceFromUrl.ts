import type { FerryTheme } from '@ferry/widget'

/**
 * The page's look from its URL: `?theme=light|dark|auto&layout=compact|wide&locale=es`.
 * Values the widget would refuse are dropped here, so a bad link still opens a working page.
 */
export function appearanceFromUrl(search: URLSearchParams): {
  theme?: FerryTheme
  locale?: string
} {
  const appearance: { theme?: FerryTheme; locale?: string } = {}
  const mode = search.get('theme')
  const layout = search.get('layout')
  const theme: FerryTheme = {}
  if (mode === 'light' || mode === 'dark' || mode === 'auto') theme.mode = mode
  if (layout === 'compact' || layout === 'wide') theme.layout = layout
  if (theme.mode || theme.layout) appearance.theme = theme
  const locale = search.get('locale')
  if (locale && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale)) appearance.locale = locale
  return appearance
}
