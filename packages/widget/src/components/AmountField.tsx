import { formatAmount, type TokenEntry } from '@ferry/order-api'
import { useId } from 'react'
import type { Address } from 'viem'
import { useMessages } from '../i18n/useMessages.js'
import { TokenPicker } from './TokenPicker.js'

export type AmountFieldProps = {
  /** "From" or "To". */
  label: string
  /** The accessible name of the amount input. */
  inputLabel: string
  /** The BFF the picker reads the v1 catalog and icons from. */
  bffUrl: string
  tokens: readonly TokenEntry[]
  token: TokenEntry | undefined
  onToken: (token: TokenEntry) => void
  chainName: (chainId: number) => string
  account: Address | undefined
  value: string
  onValue: (text: string) => void
  placeholder: string
  /** The account's balance of `token`, when known. */
  balance?: bigint | undefined
  onMax?: (() => void) | undefined
  error: string | undefined
}

/** One side of the swap: the token and chain, the amount, and (for the source) balance and max. */
export function AmountField(props: AmountFieldProps) {
  const t = useMessages()
  const errorId = useId()
  const { token } = props
  return (
    <fieldset className="ferry-side">
      <legend>{props.label}</legend>
      <div className="ferry-side-row">
        <TokenPicker
          label={props.label}
          bffUrl={props.bffUrl}
          tokens={props.tokens}
          value={token}
          onChange={props.onToken}
          chainName={props.chainName}
          account={props.account}
        />
        <input
          className="ferry-amount"
          aria-label={props.inputLabel}
          inputMode="decimal"
          autoComplete="off"
          placeholder={props.placeholder}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onValue(event.target.value)}
        />
      </div>
      {props.balance !== undefined && token ? (
        <p className="ferry-balance">
          <span data-testid="balance">
            {t.balance(
              `${t.formatNumber(formatAmount({ amount: props.balance, decimals: token.decimals, maxFractionDigits: 6 }))} ${token.symbol}`,
            )}
          </span>
          {props.onMax ? (
            <button type="button" className="ferry-link" onClick={props.onMax}>
              {t.max}
            </button>
          ) : null}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="ferry-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  )
}
