import type { QuoteMode, TokenEntry } from '@ferry/order-api'
import { skipToken, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ferryKeys } from '../query/queries.js'
import type { useInterfaceChoice } from './useInterfaceChoice.js'
import { useNow } from './useNow.js'
import { useQuote } from './useQuote.js'
import type { Recipients } from './useRecipients.js'

// Types only, through the lazy module: a static import of `v1/` would put it in the first load.
type V1Quote = typeof import('../v1/index.js')

export type UseTradeQuoteParameters = {
  bffUrl: string
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  mode: QuoteMode
  /** In base units of the side `mode` names; undefined while the field is empty. */
  amount: bigint | undefined
  /** The field's text, for the typing pace (useQuote's `typed`). */
  typed?: string
  /** Which interface quotes the direction (useInterfaceChoice), with the lazy v1 code. */
  choose: ReturnType<typeof useInterfaceChoice>
  depositor: string | undefined
  recipients: Pick<Recipients, 'valid' | 'request'>
}

/**
 * The form's one quote, whichever interface serves the direction (DESIGN: v1 in Ferry): one
 * pause in typing (useQuote's), then the v2 quote or the v1 routes streamed in as they answer
 * (a react-query query of the lazy v1 module, v1RoutesQuoteOptions), a superseded request
 * aborted, an answer for an amount seen moments ago reused while its price holds. The v1 route
 * picked (the best until the user picks) comes as a `Route`, v2's answer as its quote: the
 * form's other field reads them directly. Only hooks are called here, the same ones whether or
 * not the v1 code has loaded; the rest is in the lazy chunk (v1/v1RouteQuote.ts).
 */
export function useTradeQuote(
  parameters: UseTradeQuoteParameters,
): ReturnType<V1Quote['tradeQuoteOf']> {
  const { choose } = parameters
  const v2 = useQuote({ ...parameters, from: choose() === 'v2' ? parameters.from : undefined })
  const [state, setState] = useState<import('../v1/index.js').V1QuoteState>({})
  const ask = { ...parameters, v2, state, setState }
  // Idle (no request, no data) until the v1 code is here and has a request to stream.
  const answer = useQuery({
    queryKey: ferryKeys.v1.all,
    queryFn: skipToken,
    ...choose.v1?.v1RoutesQuoteOptions(ask),
  })
  const nowSeconds = useNow(answer.data !== undefined)
  return (
    choose.v1?.tradeQuoteOf({ ...ask, answer, nowSeconds }) ?? {
      ...v2,
      // A refused v2 quote loads the v1 code, which then decides.
      interface: choose({ v2Refusal: v2.error }),
    }
  )
}

export type TradeQuote = ReturnType<typeof useTradeQuote>
