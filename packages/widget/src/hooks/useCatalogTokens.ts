import type { TokenEntry } from '@ferry/order-api'
import { useEffect, useState } from 'react'
import { findTokenRef } from '../form/tokenRef.js'

// An address, not a symbol: only those can name a token of the v1 catalog.
const byAddress = (ref: string) => /^\d+:\w{26,}$/.test(ref)

/**
 * Tokens that presets name by `<chainId>:<address>` but `/v2/params` does not list: looked up in
 * the v1 catalog, whose code loads only when such a preset appears (DESIGN: v1 in Ferry).
 */
export function useCatalogTokens(parameters: {
  bffUrl: string | undefined
  tokens: readonly TokenEntry[]
  refs: readonly (string | undefined)[]
}) {
  const { bffUrl, tokens } = parameters
  const [state, setState] = useState({ found: [] as TokenEntry[], tried: [] as string[] })
  const missing = parameters.refs.filter(
    (ref): ref is string =>
      ref !== undefined &&
      byAddress(ref) &&
      !findTokenRef(tokens, ref) &&
      !state.tried.includes(ref),
  )
  const key = [...new Set(missing)].join(' ')
  useEffect(() => {
    if (!key || bffUrl === undefined) return
    const refs = key.split(' ')
    void import('../v1/index.js')
      .then((module) => module.resolveV1TokenRefs({ bffUrl, refs }))
      .catch(() => [])
      .then((found) =>
        setState((current) => ({
          found: [...current.found, ...found],
          tried: [...current.tried, ...refs],
        })),
      )
  }, [key, bffUrl])
  return {
    found: state.found,
    /** Still being looked up: not warned about yet. */
    pending: (ref: string) => bffUrl !== undefined && missing.includes(ref),
  }
}
