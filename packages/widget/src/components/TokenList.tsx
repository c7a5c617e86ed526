import type { TokenEntry } from '@ferry/order-api'
import { isV1NativeToken } from '@ferry/order-api/v1'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react'
import type { Address } from 'viem'
import type { FormToken } from '../catalog/formToken.js'
import { useMessages } from '../i18n/useMessages.js'
import { usePickerWords } from '../i18n/usePickerWords.js'
import { groupByChain } from '../picker/groupByChain.js'
import { matchesTokenSearch } from '../picker/matchesTokenSearch.js'
import { mergePickerTokens } from '../picker/mergePickerTokens.js'
import { pickerTokenKey } from '../picker/pickerTokenKey.js'
import { tokenSearchRank } from '../picker/tokenSearchRank.js'
import {
  v1BalancesQueryOptions,
  v1ChainsQueryOptions,
  v1TokenSearchQueryOptions,
  v1TopTokensQueryOptions,
} from '../query/catalogQueries.js'
import type { TokenListFirstLoad } from './TokenListFirstLoad.js'
import { TokenListView } from './TokenListView.js'

/** Typing settles this long before the service is searched; the local filter answers at once. */
const SEARCH_DEBOUNCE_MS = 300

export type TokenListProps = {
  label: string
  bffUrl: string
  /** The `/v2/params` tokens. */
  tokens: readonly TokenEntry[]
  value: FormToken | undefined
  chainName: (chainId: number) => string
  payProblem?: ((chainId: number) => string | undefined) | undefined
  account: Address | undefined
  onPick: (token: FormToken) => void
  firstLoad: TokenListFirstLoad
}

/**
 * The picker dialog's content: the tokens of v2 and of the v1 catalog, once each, by chain, with
 * the wallet's balances; a search box filtering them at once and asking the service for more.
 */
export default function TokenList(props: TokenListProps) {
  const { bffUrl, tokens, value, account, chainName, onPick, firstLoad } = props
  const t = useMessages()
  const words = usePickerWords()
  const listId = useId()
  const [search, setSearch] = useState('')
  /** The chain the filter row shows alone; undefined for every chain. */
  const [chainShown, setChainShown] = useState<number>()
  const term = search.trim()
  const settled = firstLoad.useDebounced(term, SEARCH_DEBOUNCE_MS)
  const chains = useQuery(v1ChainsQueryOptions(bffUrl))
  const top = useQuery(v1TopTokensQueryOptions(bffUrl))
  const held = useQuery(v1BalancesQueryOptions(bffUrl, account))
  // EVM hex is asked in lowercase: the service refuses mixed case that is not a checksum.
  const asked = /^0x[0-9a-f]{40}$/i.test(settled) ? settled.toLowerCase() : settled
  const found = useQuery(v1TokenSearchQueryOptions(bffUrl, asked))
  // The overview is for the list; the chosen token's own read is the one the form trusts.
  const chosen = firstLoad.useTokenBalance({
    token: value && !isV1NativeToken(value.token) ? value : undefined,
    account,
  })

  const universe = useMemo(
    () => mergePickerTokens({ v2Tokens: tokens, v1Lists: [top.data, held.data, found.data] }),
    [tokens, top.data, held.data, found.data],
  )
  const balances = useMemo(() => {
    const byKey = new Map<string, bigint>()
    for (const token of held.data ?? [])
      if (token.extensions?.balance !== undefined)
        byKey.set(
          pickerTokenKey({ chainId: token.chainId, token: token.address }),
          token.extensions.balance,
        )
    if (value && chosen.data !== undefined) byKey.set(pickerTokenKey(value), chosen.data)
    return byKey
  }, [held.data, value, chosen.data])

  // The host's name for a chain it configures, the service's for the others.
  const nameOf = (chainId: number) => {
    const own = chainName(chainId)
    if (own !== t.chain(chainId)) return own
    return chains.data?.find((chain) => chain.id === chainId)?.name ?? own
  }
  const remote = new Set(
    settled === term
      ? (found.data ?? []).map((token) =>
          pickerTokenKey({ chainId: token.chainId, token: token.address }),
        )
      : [],
  )
  // The filter row offers each chain the list has, in the list's order.
  const chainIds = [...new Set(universe.map((token) => token.chainId))]
  const groups = groupByChain({
    tokens: universe.filter(
      (token) =>
        (chainShown === undefined || token.chainId === chainShown) &&
        (matchesTokenSearch(term, token, nameOf(token.chainId)) ||
          remote.has(pickerTokenKey(token))),
    ),
    held: (token) => (balances.get(pickerTokenKey(token)) ?? 0n) > 0n,
    rank: (token) => tokenSearchRank(term, token),
  })
  const shown = groups.flatMap((group) => group.tokens)

  const [activeKey, setActiveKey] = useState(() => value && pickerTokenKey(value))
  const activeIndex = Math.max(
    0,
    shown.findIndex((token) => pickerTokenKey(token) === activeKey),
  )
  const optionId = (index: number) => `${listId}-${index}`
  useEffect(() => {
    document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [listId, activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1
    const to = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + 8, last),
      PageUp: Math.max(activeIndex - 8, 0),
    }[event.key]
    const active = shown[activeIndex]
    if (to !== undefined && shown[to]) setActiveKey(pickerTokenKey(shown[to]))
    else if (event.key === 'Enter' && active) onPick(active)
    else return
    event.preventDefault()
  }

  const searching = term !== '' && (settled !== term || found.isFetching)
  return (
    <TokenListView
      payProblem={props.payProblem}
      label={props.label}
      bffUrl={bffUrl}
      listId={listId}
      search={search}
      onSearch={(text) => {
        setSearch(text)
        setActiveKey(undefined)
      }}
      onKeyDown={onKeyDown}
      chainFilter={{
        label: words.chains,
        allLabel: words.allChains,
        chains: chainIds.map((chainId) => ({ chainId, name: nameOf(chainId) })),
        shown: chainShown,
        onShow: (chainId) => {
          setChainShown(chainId)
          setActiveKey(undefined)
        },
      }}
      status={
        searching
          ? words.searching
          : shown.length === 0
            ? words.noTokenFound
            : top.isError
              ? words.partial
              : ''
      }
      groups={groups.map((group) => ({ ...group, name: nameOf(group.chainId) }))}
      activeIndex={activeIndex}
      optionId={optionId}
      currentKey={value && pickerTokenKey(value)}
      balanceOf={(token) => balances.get(pickerTokenKey(token))}
      onPick={onPick}
      firstLoad={firstLoad}
    />
  )
}
