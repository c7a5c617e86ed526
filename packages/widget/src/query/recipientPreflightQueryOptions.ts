import { queryOptions } from '@tanstack/react-query'
import {
  type RecipientPreflightParameters,
  recipientPreflight,
} from '../recipients/preflight/recipientPreflight.js'
import { ferryKeys } from './queries.js'

/**
 * The recipient preflight of a form's addresses: a query beside the quote's, never in its way
 * (the form stays as fast); it loads with the recipient fields' chunk. A finding may change (a TRON account
 * funded meanwhile): read again after a minute.
 */
export function recipientPreflightQueryOptions(
  parameters: RecipientPreflightParameters & { enabled: boolean },
) {
  const { wagmiConfig, chainName, tokens, enabled, ...key } = parameters
  return queryOptions({
    queryKey: ferryKeys.recipientPreflight(key),
    queryFn: () => recipientPreflight(parameters),
    enabled,
    staleTime: 60_000,
  })
}
