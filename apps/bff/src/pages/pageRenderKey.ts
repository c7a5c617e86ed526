import { parseSwapPresets, swapPresetFields } from '@ferry/order-api'

/** What the page's look may be set to from its URL (apps/web appearanceFromUrl.ts reads these). */
const appearance: Record<string, (value: string) => boolean> = {
  theme: (value) => value === 'light' || value === 'dark' || value === 'auto',
  layout: (value) => value === 'compact' || value === 'wide',
  locale: (value) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value),
}

/**
 * The only query a page is server-rendered from: the swap presets order-api accepts and the
 * appearance values the page reads, in a fixed order; everything else (unknown parameters,
 * refused values, repeats, their order) is dropped. Rendering from this query gives the same
 * markup as the full one, so it keys the render cache: a hostile query string cannot make a
 * render that another visitor's request would not share.
 */
export function pageRenderQuery(search: URLSearchParams): string {
  const given: Record<string, string> = {}
  for (const field of swapPresetFields) {
    const value = search.get(field)
    if (value !== null) given[field] = value
  }
  const kept = new URLSearchParams()
  const { presets } = parseSwapPresets(given)
  for (const field of swapPresetFields) {
    const value = (presets as Record<string, string | undefined>)[field]
    if (value !== undefined) kept.set(field, value)
  }
  for (const [name, accepts] of Object.entries(appearance)) {
    const value = search.get(name)
    if (value !== null && accepts(value)) kept.set(name, value)
  }
  return kept.toString()
}
