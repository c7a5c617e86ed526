import type { FormToken } from '../catalog/formToken.js'

/** Every word of the search appears in the token's symbol, name, chain name or address. */
export function matchesTokenSearch(text: string, token: FormToken, chainName: string): boolean {
  const haystack = `${token.symbol} ${token.name ?? ''} ${chainName} ${token.token}`.toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}
