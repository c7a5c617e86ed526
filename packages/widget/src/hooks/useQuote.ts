import {
  isOrderApiError,
  isSameAsset,
  type QuoteMode,
  type QuoteQueryInput,
  type QuoteResponse,
  type TokenEntry,
} from '@ferry/order-api'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ferryKeys, quoteQueryOptions, quoteReuseMs } from '../query/queries.js'
import { useNow } from './useNow.js'
import { useTypingPause } from './useTypingPause.js'

export type UseQuoteParameters = {
  bffUrl: string
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  /** `exact_input`: `amount` is what is spent; `exact_output`: what is received. */
  mode: QuoteMode
  /** In the base units of the token the mode names; undefined while the field is empty. */
  amount: bigint | undefined
  /**
   * The field's text: each key counts toward the typing pace, even one that leaves the amount
   * as it was ("7" then "7.").
   */
  typed?: string
}

export type UseQuoteReturnType = {
  /** The query sent, or undefined when there is nothing to quote. */
  query: QuoteQueryInput | undefined
  /**
   * The amount as of the last pause in typing (the one before, while typing goes on), for every
   * interface's quote: the v1 routes are asked for it too, so the form waits for typing once.
   */
  settledAmount: bigint | undefined
  /** A quote for exactly what is on screen now; never a stale one for older input. */
  quote: QuoteResponse | undefined
  /** The failure of the quote for what is on screen now. */
  error: Error | null
  isFetching: boolean
  /** Seconds until the quote's build terms expire. */
  expiresIn: number | undefined
  refetch: () => void
}

const queryOf = (
  from: TokenEntry | undefined,
  to: TokenEntry | undefined,
  input: { amount: bigint | undefined; mode: QuoteMode },
): QuoteQueryInput | undefined =>
  from && to && input.amount && input.amount > 0n && !isSameAsset({ a: from, b: to })
    ? {
        fromChainId: from.chainId,
        from: from.token,
        toChainId: to.chainId,
        to: to.token,
        mode: input.mode,
        ...(input.mode === 'exact_input'
          ? { srcAmount: String(input.amount) }
          : { outcomeAmount: String(input.amount) }),
      }
    : undefined

/**
 * A live quote: asked once typing pauses (an adaptive wait, `useTypingPause`), at once for an
 * amount answered moments ago (reused while it is valid), superseded requests aborted
 * (react-query passes its signal), replaced when it lapses, and retried on its own with capped
 * backoff when the service asks to wait.
 */
export function useQuote({
  bffUrl,
  from,
  to,
  mode,
  amount,
  typed,
}: UseQuoteParameters): UseQuoteReturnType {
  const queryClient = useQueryClient()
  const answeredAlready = (input: { amount: bigint | undefined; mode: QuoteMode }) => {
    const asked = queryOf(from, to, input)
    if (!asked) return false
    const state = queryClient.getQueryState(ferryKeys.quote(bffUrl, asked))
    return (
      quoteReuseMs({
        quote: state?.data as QuoteResponse | undefined,
        receivedAt: state?.dataUpdatedAt ?? 0,
        nowMs: Date.now(),
      }) > 0
    )
  }
  const input = useTypingPause(
    { amount, mode },
    {
      settleNow: answeredAlready,
      // An empty field, not any amount of nothing: "0" → "0." → "0.05" are keys with a pace.
      startsOver: (input) => input.amount === undefined && !typed,
      keystroke: typed,
    },
  )
  const settled = input.amount === amount && input.mode === mode
  const query = queryOf(from, to, input)
  const result = useQuery({
    ...quoteQueryOptions(bffUrl, query),
    // Maintenance, rate limiting and no solver capacity are retried on their own, capped.
    refetchInterval: (current) => {
      const error = current.state.error
      if (isOrderApiError(error) && error.retry === 'backoff')
        return Math.min(30_000, 3_000 * 2 ** Math.min(current.state.errorUpdateCount, 3))
      return false
    },
  })
  const current = query !== undefined && settled
  const quote = current && !result.isRefetching ? result.data : undefined
  const now = useNow(quote !== undefined)
  const expiresIn = quote ? Number(quote.build.terms.expiresAt) - now : undefined
  const { refetch } = result
  // A lapsed quote is replaced, never used.
  const [lapsedAt, setLapsedAt] = useState<string>()
  useEffect(() => {
    if (
      quote &&
      expiresIn !== undefined &&
      expiresIn <= 0 &&
      lapsedAt !== quote.build.terms.expiresAt
    ) {
      setLapsedAt(quote.build.terms.expiresAt)
      void refetch()
    }
  }, [quote, expiresIn, lapsedAt, refetch])
  return {
    query,
    settledAmount: input.amount,
    quote,
    error: current ? result.error : null,
    isFetching: query !== undefined && (result.isFetching || !settled),
    expiresIn,
    refetch: () => void refetch(),
  }
}
