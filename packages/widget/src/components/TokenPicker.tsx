import { formatAmount, type TokenEntry } from '@ferry/order-api'
import { useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { useTokenBalance } from '../hooks/useTokenBalance.js'
import { useMessages } from '../i18n/useMessages.js'

export const tokenId = (token: Pick<TokenEntry, 'chainId' | 'token'>) =>
  `${token.chainId}:${token.token}`

/** The listed token a preset names by address or, for convenience, by symbol ("8453:USDC"). */
export function findTokenRef(
  tokens: readonly TokenEntry[],
  ref: string | undefined,
): TokenEntry | undefined {
  if (!ref) return undefined
  const [chain, token = ''] = ref.split(':')
  return tokens.find(
    (entry) =>
      String(entry.chainId) === chain &&
      (entry.token.toLowerCase() === token.toLowerCase() || entry.symbol === token),
  )
}

export type TokenPickerProps = {
  /** What the picker chooses, e.g. "From"; also the dialog's title. */
  label: string
  tokens: readonly TokenEntry[]
  value: TokenEntry | undefined
  onChange: (token: TokenEntry) => void
  chainName: (chainId: number) => string
  account: Address | undefined
}

/** Every word of the search must appear in the token's symbol, chain name or address. */
export function matchesSearch(text: string, token: TokenEntry, chainName: string): boolean {
  const haystack = `${token.symbol} ${chainName} ${token.token}`.toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

/** A button showing the chosen token and chain, opening a searchable list in a modal dialog. */
export function TokenPicker({
  label,
  tokens,
  value,
  onChange,
  chainName,
  account,
}: TokenPickerProps) {
  const t = useMessages()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const titleId = useId()
  const shown = tokens.filter((token) => matchesSearch(search, token, chainName(token.chainId)))
  const close = () => {
    dialog.current?.close()
  }
  return (
    <>
      <button
        type="button"
        className="ferry-token"
        aria-haspopup="dialog"
        onClick={() => {
          setSearch('')
          setOpen(true)
          // Native modal dialogs trap focus, close on Escape and hand focus back on close.
          dialog.current?.showModal()
        }}
      >
        {/* Read as "From: USDC on Base"; seen as the symbol over its chain. */}
        <span className="ferry-sr">
          {label}: {value ? t.tokenOn(value.symbol, chainName(value.chainId)) : t.selectToken}
        </span>
        {value ? (
          <>
            <span className="ferry-token-symbol" aria-hidden="true">
              {value.symbol}
            </span>
            <span className="ferry-token-chain" aria-hidden="true">
              {chainName(value.chainId)}
            </span>
          </>
        ) : (
          <span aria-hidden="true">{t.selectToken}</span>
        )}
      </button>
      <dialog
        ref={dialog}
        className="ferry-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <div className="ferry-dialog-header">
          <h3 id={titleId} className="ferry-subtitle">
            {t.pickTitle(label)}
          </h3>
          <button type="button" className="ferry-link" onClick={close}>
            {t.close}
          </button>
        </div>
        {open ? (
          <>
            <input
              type="search"
              className="ferry-search"
              aria-label={t.searchTokens}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
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
                      token={token}
                      chain={chainName(token.chainId)}
                      account={account}
                      selected={value !== undefined && tokenId(value) === tokenId(token)}
                      onPick={() => {
                        onChange(token)
                        close()
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </dialog>
    </>
  )
}

function TokenRow(props: {
  token: TokenEntry
  chain: string
  account: Address | undefined
  selected: boolean
  onPick: () => void
}) {
  const t = useMessages()
  const balance = useTokenBalance({ token: props.token, account: props.account })
  return (
    <button
      type="button"
      className="ferry-token-row"
      data-token={tokenId(props.token)}
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
