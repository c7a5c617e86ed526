import { formatAmount, type TokenEntry } from '@ferry/order-api'
import { type ComponentType, useId, useState } from 'react'
import type { Address } from 'viem'
import { useMessages } from '../i18n/useMessages.js'
import type { SmartAmountChoice } from '../v1/smartSuggestions.js'
import type { SmartAmountInputProps } from './SmartAmountInput.js'
import { TokenPicker } from './TokenPicker.js'

export type AmountFieldProps = {
  /** "From" or "To". */
  label: string
  /** The accessible name of the amount input. */
  inputLabel: string
  /** The BFF the picker (v1 catalog, icons) and the smart input (v1 autocomplete) ask. */
  bffUrl: string
  tokens: readonly TokenEntry[]
  token: TokenEntry | undefined
  /** The token's logo when it has none of its own (its v1 catalog entry's). */
  logoURI?: string | undefined
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
  /**
   * Makes the field a smart input: text such as "100 usdc on base" lists suggestions, and the
   * one chosen arrives here. Without it, the field takes numbers only, as before.
   */
  onSuggestion?: ((choice: SmartAmountChoice) => void) | undefined
}

/** One side of the swap: the token and chain, the amount, and (for the source) balance and max. */
export function AmountField(props: AmountFieldProps) {
  const t = useMessages()
  const errorId = useId()
  const { token } = props
  // Words (a letter or `$`) are the smart input's text, not an amount; its code loads with the
  // first letter (the first load stays as it was).
  const [smartText, setSmartText] = useState<string>()
  const [Smart, setSmart] = useState<ComponentType<SmartAmountInputProps>>()
  const onText = (text: string) => {
    const smart = props.onSuggestion && /[\p{L}$]/u.test(text)
    setSmartText(smart ? text : undefined)
    if (!smart) props.onValue(text)
    else Smart || import('./SmartAmountInput.js').then((m) => setSmart(() => m.SmartAmountInput))
  }
  return (
    <fieldset className="ferry-side">
      <legend>{props.label}</legend>
      <div className="ferry-side-row">
        <TokenPicker
          label={props.label}
          bffUrl={props.bffUrl}
          tokens={props.tokens}
          value={token}
          logoURI={props.logoURI}
          onChange={props.onToken}
          chainName={props.chainName}
          account={props.account}
        />
        {Smart ? (
          <Smart
            field={props}
            errorId={errorId}
            text={smartText}
            onText={onText}
            setText={setSmartText}
          />
        ) : (
          <input
            className="ferry-amount"
            aria-label={props.inputLabel}
            inputMode="decimal"
            autoComplete="off"
            placeholder={props.placeholder}
            value={smartText ?? props.value}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={props.error ? errorId : undefined}
            onChange={(event) => onText(event.target.value)}
          />
        )}
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
