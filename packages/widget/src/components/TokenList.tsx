import { formatAmount, type TokenEntry } from '@ferry/order-api'
import { useState } from 'react'
import type { Address } from 'viem'
import type { useTokenBalance } from '../hooks/useTokenBalance.js'
import { useMessages } from '../i18n/useMessages.js'

/** Every word of the search must appear in the token's symbol, chain name or address. */
export function matchesSearch(text: string, token: TokenEntry, chainName: string): boolean {
  const haystack = `${token.symbol} ${chainName} ${token.token}`.toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

export type TokenListProps = {
  label: string
  tokens: readonly TokenEntry[]
  value: TokenEntry | undefined
  chainName: (chainId: number) => string
  account: Address | undefined
  onPick: (token: TokenEntry) => void
  // The picker's own id and balance hook, handed over so that this lazy chunk shares no module
  // with the first load that is not already in one of its chunks (each would cut a new one).
  tokenId: (token: TokenEntry) => string
  useTokenBalance: typeof useTokenBalance
}

/** The picker dialog's content: a search box and the matching tokens with their balances. */
export default function TokenList(props: TokenListProps) {
  const { label, tokens, value, chainName, account, onPick, tokenId } = props
  const t = useMessages()
  const [search, setSearch] = useState('')
  const shown = tokens.filter((token) => matchesSearch(search, token, chainName(token.chainId)))
  return (
    <>
      <input
        type="search"
        className="ferry-search"
        aria-label={t.searchTokens}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: rendered inside the picker's modal <dialog> (TokenPicker), where focus belongs on the search
        autoFocus
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {shown.length === 0 ? (
        <p className="ferry-note">{t.noTokenFound}</p>
      ) : (
        <ul className="ferry-token-list" aria-label={t.pickTitle(label)}>
          {shown.map((token) => (
            <li key={tokenId(token)}>
              <TokenRow
                tokenId={tokenId}
                useTokenBalance={props.useTokenBalance}
                token={token}
                chain={chainName(token.chainId)}
                account={account}
                selected={value !== undefined && tokenId(value) === tokenId(token)}
                onPick={() => onPick(token)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function TokenRow(props: {
  tokenId: (token: TokenEntry) => string
  useTokenBalance: typeof useTokenBalance
  token: TokenEntry
  chain: string
  account: Address | undefined
  selected: boolean
  onPick: () => void
}) {
  const t = useMessages()
  const balance = props.useTokenBalance({ token: props.token, account: props.account })
  return (
    <button
      type="button"
      className="ferry-token-row"
      data-token={props.tokenId(props.token)}
      aria-pressed={props.selected}
      onClick={props.onPick}
    >
      <span>
        <span className="ferry-token-symbol">{props.token.symbol}</span>{' '}
        <span className="ferry-token-chain">{props.chain}</span>
      </span>
      {balance.data !== undefined ? (
        <span className="ferry-note">
          {t.formatNumber(
            formatAmount({
              amount: balance.data,
              decimals: props.token.decimals,
              maxFractionDigits: 4,
            }),
          )}
        </span>
      ) : null}
    </button>
  )
}
