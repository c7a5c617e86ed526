import type { TokenEntry } from '@ferry/order-api'
import type { V1Token } from '@ferry/order-api/v1'
import { type FormToken, tokenEntryOfV1 } from '../catalog/formToken.js'
import { pickerTokenKey } from './pickerTokenKey.js'

export type MergePickerTokensParameters = {
  /** `/v2/params` tokens: they come first and win over a v1 listing of the same token. */
  v2Tokens: readonly TokenEntry[]
  /** v1 lists (top tokens, search results, the wallet's holdings), any of them still loading. */
  v1Lists: readonly (readonly V1Token[] | undefined)[]
}

/**
 * The tokens of both interfaces, each once (`pickerTokenKey`): a v2 entry keeps its terms and
 * takes the v1 name, logo and price; a token only v1 lists enters as `tokenEntryOfV1`.
 */
export function mergePickerTokens(parameters: MergePickerTokensParameters): FormToken[] {
  const merged = new Map<string, FormToken>()
  for (const token of parameters.v2Tokens) merged.set(pickerTokenKey(token), token)
  for (const list of parameters.v1Lists)
    for (const v1Token of list ?? []) {
      const entry = tokenEntryOfV1(v1Token)
      const key = pickerTokenKey(entry)
      const known = merged.get(key)
      // The first listing's own fields win; a later one only fills what it lacks.
      merged.set(key, known ? { ...entry, ...known } : entry)
    }
  return [...merged.values()]
}
