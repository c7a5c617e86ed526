import { formatAmount } from '@ferry/order-api'
import { type ComponentType, useId, useState } from 'react'
import { useMessages } from '../i18n/useMessages.js'
import type { AmountFieldProps } from './AmountFieldProps.js'
import type { SmartAmountInputProps } from './SmartAmountInput.js'
import { TokenPicker } from './TokenPicker.js'

/** One side of the swap: the token and chain, the amount, and (for the source) balance and max. */
export function AmountField(props: AmountFieldProps) {
  const t = useMessages()
  const errorId = useId()
  const usdId = useId()
  const { token, balance } = props
  const usd = props.usd?.text
  // The USD figure describes the amount: read after it ("Amount to pay, 12.5, ≈ $12.50").
  const describedBy =
    [props.error ? errorId : '', usd ? usdId : ''].filter(Boolean).join(' ') || undefined
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
          payProblem={props.payProblem}
          account={props.account}
        />
        {Smart ? (
          <Smart
            field={props}
            describedBy={describedBy}
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
            aria-describedby={describedBy}
            onChange={(event) => onText(event.target.value)}
          />
        )}
      </div>
      {/* Always there at its full size: what comes later (a price, a wallet's balance) fills
          its place, which the server's markup holds with placeholders that read as nothing. */}
      <p className="ferry-balance">
        <span id={usdId} className="ferry-usd">
          {usd ??
            (props.usd?.pending ? <span className="ferry-placeholder" aria-hidden="true" /> : null)}
        </span>
        {balance ? (
          <span className="ferry-balance-slot">
            {balance.amount !== undefined && token ? (
              <>
                <span data-testid="balance">
                  {t.balance(
                    `${t.formatNumber(formatAmount({ amount: balance.amount, decimals: token.decimals, maxFractionDigits: 6 }))} ${token.symbol}`,
                  )}
                </span>
                {props.onMax ? (
                  <button type="button" className="ferry-link" onClick={props.onMax}>
                    {t.max}
                  </button>
                ) : null}
              </>
            ) : balance.unavailable && token ? (
              <span data-testid="balance" title={t.balanceUnavailable}>
                {t.balance('—')}
              </span>
            ) : balance.pending && token ? (
              <span className="ferry-placeholder" aria-hidden="true" />
            ) : null}
          </span>
        ) : null}
      </p>
      {props.error ? (
        <p id={errorId} className="ferry-error">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  )
}
