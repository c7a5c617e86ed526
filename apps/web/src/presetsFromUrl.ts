/** Swap presets from the page URL: `?from=<chainId>:<token>&to=<chainId>:<token>&amount=12.5`. */
export function presetsFromUrl(search: URLSearchParams): {
  from?: string
  to?: string
  amount?: string
} {
  const token = /^\d{1,12}:[0-9A-Za-z]{1,64}$/
  const presets: { from?: string; to?: string; amount?: string } = {}
  const from = search.get('from')
  const to = search.get('to')
  const amount = search.get('amount')
  if (from && token.test(from)) presets.from = from
  if (to && token.test(to)) presets.to = to
  if (amount && /^\d+(\.\d+)?$/.test(amount)) presets.amount = amount
  return presets
}
