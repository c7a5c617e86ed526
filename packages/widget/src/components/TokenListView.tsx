import { formatAmount } from '@ferry/order-api'
import type { KeyboardEvent } from 'react'
import type { FormToken } from '../catalog/formToken.js'
import { useMessages } from '../i18n/useMessages.js'
import { usePickerWords } from '../i18n/usePickerWords.js'
import type { ChainGroup } from '../picker/groupByChain.js'
import { pickerTokenKey } from '../picker/pickerTokenKey.js'
import { usdValueOf } from '../picker/usdValueOf.js'
import type { TokenListFirstLoad } from './TokenListFirstLoad.js'

export type TokenListViewProps = {
  label: string
  bffUrl: string
  listId: string
  search: string
  onSearch: (text: string) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
  /** The row of chains above the list: pick one to see its tokens alone. */
  chainFilter: ChainFilterProps
  /** Searching, nothing found, or part of the catalog missing; empty when all is well. */
  status: string
  groups: readonly (ChainGroup & { name: string })[]
  /** Index of the active option in the flat list (the groups' tokens one after the other). */
  activeIndex: number
  optionId: (index: number) => string
  /** Key (pickerTokenKey) of the token the form holds now. */
  currentKey: string | undefined
  balanceOf: (token: FormToken) => bigint | undefined
  /** The source side: why a token of a chain cannot be paid from; the row says it instead of its name. */
  payProblem?: ((chainId: number) => string | undefined) | undefined
  onPick: (token: FormToken) => void
  firstLoad: TokenListFirstLoad
}

export type ChainFilterProps = {
  /** The row's name. */
  label: string
  /** The button that shows every chain. */
  allLabel: string
  chains: readonly { chainId: number; name: string }[]
  /** The chain shown alone; undefined: all of them. */
  shown: number | undefined
  onShow: (chainId: number | undefined) => void
}

/**
 * A combobox (the search box) over a listbox of tokens grouped by chain: the arrow keys move the
 * active option while focus stays in the search, Enter or a click picks (WAI-ARIA APG combobox).
 */
export function TokenListView(props: TokenListViewProps) {
  const { bffUrl, listId, groups, activeIndex, optionId, firstLoad } = props
  const t = useMessages()
  const words = usePickerWords()
  const { TokenIcon } = firstLoad
  const expanded = groups.length > 0
  let index = 0
  return (
    <>
      {/* One row of the dialog's grid (ferry-dialog): the search and the chains under it. */}
      <div className="ferry:grid ferry:gap-2">
        <input
          type="search"
          role="combobox"
          className="ferry-search"
          aria-label={words.searchTokens}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          placeholder={words.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: rendered inside the picker's modal <dialog> (TokenPicker), where focus belongs on the search
          autoFocus
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          onKeyDown={props.onKeyDown}
        />
        <ChainFilter {...props.chainFilter} bffUrl={bffUrl} chainIconUrl={firstLoad.chainIconUrl} />
      </div>
      <p className="ferry-note" role="status">
        {props.status}
      </p>
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          className="ferry-token-list"
          aria-label={t.pickTitle(props.label)}
        >
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox owns options and ARIA groups, not fieldsets
            <div
              key={group.chainId}
              role="group"
              className="ferry-picker-group"
              aria-labelledby={`${listId}-chain-${group.chainId}`}
            >
              <div
                role="presentation"
                id={`${listId}-chain-${group.chainId}`}
                className="ferry-picker-chain"
              >
                <img src={firstLoad.chainIconUrl(bffUrl, group.chainId)} alt="" />
                {group.name}
              </div>
              {group.tokens.map((token) => {
                const at = index++
                const key = pickerTokenKey(token)
                const balance = props.balanceOf(token)
                const payProblem = props.payProblem?.(token.chainId)
                const value =
                  balance !== undefined && token.priceUsd !== undefined
                    ? usdValueOf({
                        amount: balance,
                        decimals: token.decimals,
                        priceUsd: token.priceUsd,
                      })
                    : undefined
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search box's (aria-activedescendant), the click is for pointers
                  <div
                    key={key}
                    id={optionId(at)}
                    role="option"
                    // Focus stays in the search box (aria-activedescendant); a pointer may still land here.
                    tabIndex={-1}
                    className="ferry-token-row ferry-picker-option"
                    aria-selected={at === activeIndex}
                    data-current={key === props.currentKey || undefined}
                    data-token={firstLoad.tokenId(token)}
                    data-unpayable={payProblem ? true : undefined}
                    onClick={() => props.onPick(token)}
                  >
                    <TokenIcon
                      symbol={token.symbol}
                      logo={firstLoad.tokenLogoUrl(bffUrl, token.logoURI)}
                      chainIcon={firstLoad.chainIconUrl(bffUrl, token.chainId)}
                      chainName={group.name}
                    />
                    {/* dir="auto": a Latin name in an Arabic list runs left to right, so its
                        ellipsis cuts its end, not its start (styles/widget.css). */}
                    <span className="ferry-picker-names">
                      <span className="ferry-token-symbol" dir="auto">
                        {token.symbol}
                      </span>
                      <span className={payProblem ? 'ferry-error' : 'ferry-token-chain'} dir="auto">
                        {payProblem ?? token.name ?? group.name}
                      </span>
                    </span>
                    {balance !== undefined ? (
                      <span className="ferry-picker-balance">
                        <span>
                          {t.formatNumber(
                            formatAmount({
                              amount: balance,
                              decimals: token.decimals,
                              maxFractionDigits: 4,
                            }),
                          )}
                        </span>
                        {value === undefined ? null : (
                          <span className="ferry-note">{t.formatUsd(value)}</span>
                        )}
                      </span>
                    ) : null}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
      ) : null}
    </>
  )
}

/** Toggle buttons, one per chain and one for all: the pressed one is what the list shows. */
function ChainFilter(
  props: ChainFilterProps & { bffUrl: string; chainIconUrl: TokenListFirstLoad['chainIconUrl'] },
) {
  const button = (chainId: number | undefined, name: string) => (
    <button
      key={chainId ?? 'all'}
      type="button"
      aria-pressed={props.shown === chainId}
      onClick={() => props.onShow(chainId)}
    >
      {chainId === undefined ? null : (
        <img src={props.chainIconUrl(props.bffUrl, chainId)} alt="" />
      )}
      {name}
    </button>
  )
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form's fieldset
    <div role="group" aria-label={props.label} className="ferry-chain-filter">
      {button(undefined, props.allLabel)}
      {props.chains.map((chain) => button(chain.chainId, chain.name))}
    </div>
  )
}
