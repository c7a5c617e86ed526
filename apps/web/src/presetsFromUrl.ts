import { parseSwapPresets, type SwapPresets, swapPresetFields } from '@ferry/order-api'

/**
 * Swap presets from the page URL: `?from=<chainId>:<token>&to=<chainId>:<token>&amount=12.5`
 * (and `mode=exact_output`). Each is checked by order-api's preset validator; anything it
 * refuses is ignored, and other query parameters are not presets.
 */
export function presetsFromUrl(search: URLSearchParams): SwapPresets {
  const given: Record<string, string> = {}
  for (const field of swapPresetFields) {
    const value = search.get(field)
    if (value !== null) given[field] = value
  }
  return parseSwapPresets(given).presets
}
