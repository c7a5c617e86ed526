import type { ParamsResponse, TokenEntry } from '@ferry/order-api'
import { useEffect, useState } from 'react'

// Types only, through the lazy module: a static import of `v1/` would put it in the first load.
type ChooseModule = Pick<
  typeof import('../v1/index.js'),
  'chooseInterface' | 'isValidV1AddressForChain' | 'v1RoutesQuoteOptions' | 'tradeQuoteOf'
>
type ChooseInterfaceParameters = Parameters<ChooseModule['chooseInterface']>[0]
let loaded: ChooseModule | undefined
const load = () => import('../v1/index.js').then((module) => (loaded = module))

/**
 * Which interface quotes the form's direction: chooseInterface, loaded on the first direction
 * that needs it (a token that is not one of `/v2/params`' own entries, or a refused v2 quote).
 * Until then the entries of `/v2/params` are v2 as before and anything else waits (`pending`).
 */
export function useInterfaceChoice(parameters: {
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  params: ParamsResponse
}) {
  const { from, to, params } = parameters
  const [module, setModule] = useState(loaded)
  const listed = !!from && !!to && params.tokens.includes(from) && params.tokens.includes(to)
  useEffect(() => {
    if (!module && !listed) void load().then(setModule)
  }, [module, listed])
  const choose = (rest: Omit<ChooseInterfaceParameters, 'from' | 'to' | 'v2Params'> = {}) => {
    if (!from || !to) return undefined
    if (!module) {
      // A refused v2 quote may be v1's to serve: the decision loads, as the quote details do.
      if (rest.v2Refusal) void load().then(setModule)
      return listed ? 'v2' : 'pending'
    }
    return module.chooseInterface({ from, to, v2Params: params, ...rest }).interface
  }
  /** The v1 code once loaded (with the decision): its address rules, its quote (useTradeQuote). */
  choose.v1 = module
  return choose
}
