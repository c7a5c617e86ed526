import type { QuoteMode, TokenEntry } from '@ferry/order-api'
import type { V1RouteId } from '@ferry/order-api/v1'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { useInterfaceChoice } from './useInterfaceChoice.js'
import { useNow } from './useNow.js'
import { useQuote } from './useQuote.js'
import type { Recipients } from './useRecipients.js'

export type UseTradeQuoteParameters = {
  bffUrl: string
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  mode: QuoteMode
  /** In base units of the side `mode` names; undefined while the field is empty. */
  amount: bigint | undefined
  /** Which interface quotes the direction (useInterfaceChoice), with the lazy v1 code. */
  choose: ReturnType<typeof useInterfaceChoice>
  depositor: string | undefined
  recipients: Pick<Recipients, 'valid' | 'request'>
}

/**
 * The form's one quote, whichever interface serves the direction (DESIGN: v1 in Ferry): one
 * pause in typing (useQuote's), then the v2 quote or the v1 routes streamed in as they answer
 * (the lazy v1 module's query), a superseded request aborted, an answer for an amount seen
 * moments ago reused while its price holds (v2's also without the pause; v1's from the cache
 * once the pause ends: skipping the pause for v1 too cost first-load bytes the budget lacks). The v1 route picked (the best until the user picks)
 * comes as a `Route`, v2's answer as its quote: the form's other field reads them directly.
 */
export function useTradeQuote(parameters: UseTradeQuoteParameters) {
  const { bffUrl, from, to, mode, amount, choose, depositor, recipients } = parameters
  const queryClient = useQueryClient()
  const module = choose.v1
  const ask = { from, to, depositor, recipients, mode }
  const v2 = useQuote({
    bffUrl,
    from: choose() === 'v2' ? from : undefined,
    to,
    mode,
    amount,
  })
  const refusal = v2.error ? { v2Refusal: v2.error } : {}
  const sized = { mode, ...(amount === undefined ? {} : { amount }), ...refusal }
  // v1 is asked for the amount as of the last pause in typing, when it serves the direction.
  const input = { ...ask, amount: choose(sized) === 'v1' ? v2.settledAmount : undefined }
  // While a plan runs on the chosen route, its answer is not replaced (V1RoutesQuote's `hold`).
  const [held, hold] = useState(false)
  const [picked, setPicked] = useState<{ asked: string; routeId: V1RouteId }>()
  const answer = useQuery(
    module
      ? module.v1RoutesQuoteOptions({ bffUrl, input, queryClient, held })
      : { queryKey: ['ferry', 'v1', 'routes'], enabled: false },
  )
  const nowSeconds = useNow(answer.data !== undefined)
  const v1 = module?.v1RoutesQuoteOf({ answer, input, nowSeconds, picked, setPicked, hold })
  const chosen = choose({ ...sized, ...(v1?.noRoute ? { v1Serves: false } : {}) })
  return {
    ...v2,
    /** The interface the form trades through, once known. */
    interface: chosen,
    /**
     * The v1 routes when v1 serves the direction (what the v1 panel shows), with the chosen
     * one as a `Route` (`route`); `request` is undefined while the form lacks an amount or a
     * valid address. A v2 quote becomes its `Route` when it is traded (v2Swap).
     */
    v1: chosen === 'v1' ? v1 : undefined,
  }
}

export type TradeQuote = ReturnType<typeof useTradeQuote>
