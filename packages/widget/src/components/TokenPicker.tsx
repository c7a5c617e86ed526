import type { TokenEntry } from '@ferry/order-api'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { tokenId } from '../form/tokenRef.js'
import { useTokenBalance } from '../hooks/useTokenBalance.js'
import { useMessages } from '../i18n/useMessages.js'

// The dialog's list loads when the dialog first opens (or once the browser is idle, SwapCard).
export const loadTokenList = () => import('./TokenList.js')
const TokenList = lazy(loadTokenList)

export type TokenPickerProps = {
  /** What the picker chooses, e.g. "From"; also the dialog's title. */
  label: string
  tokens: readonly TokenEntry[]
  value: TokenEntry | undefined
  onChange: (token: TokenEntry) => void
  chainName: (chainId: number) => string
  account: Address | undefined
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
  const titleId = useId()
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
          <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
            <TokenList
              tokenId={tokenId}
              useTokenBalance={useTokenBalance}
              label={label}
              tokens={tokens}
              value={value}
              chainName={chainName}
              account={account}
              onPick={(token) => {
                onChange(token)
                close()
              }}
            />
          </Suspense>
        ) : null}
      </dialog>
    </>
  )
}
