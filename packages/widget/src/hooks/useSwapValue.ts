import { parseSwapPresets, type QuoteMode, type TokenEntry } from '@ferry/order-api'
import { useEffect, useState } from 'react'
import { localDecimal } from '../form/localDecimal.js'
import { findTokenRef } from '../form/tokenRef.js'
import { useCatalogTokens } from './useCatalogTokens.js'

/**
 * The form's tokens, amount and mode as a host reads and sets them: tokens as
 * `<chainId>:<address or symbol>`, the amount as decimal text with a `.` (`''` is an empty
 * field), naming what is paid (`exact_input`) or received (`exact_output`).
 */
export type SwapValue = { from?: string; to?: string; amount?: string; mode?: QuoteMode }

type FormFields = {
  from: TokenEntry | undefined
  to: TokenEntry | undefined
  mode: QuoteMode
  typed: string
}

/**
 * The form's fields. Each field present in `value` is the host's (controlled): edits are only
 * proposed through `onValueChange`, and the form shows `value` until the host changes it. The
 * other fields are the form's own, starting from `defaults`. A controlled field that cannot be
 * used (malformed, or a token not listed) is warned about in the console and left to the form.
 */
export function useSwapValue(parameters: {
  tokens: readonly TokenEntry[]
  defaults: SwapValue | undefined
  value: SwapValue | undefined
  onValueChange: ((next: SwapValue) => void) | undefined
  decimalSeparator: string
  /** Where presets naming a token only the v1 catalog lists are looked up. */
  bffUrl?: string
}) {
  const { tokens, defaults, value, onValueChange, decimalSeparator } = parameters
  const catalog = useCatalogTokens({
    bffUrl: parameters.bffUrl,
    tokens,
    refs: [defaults?.from, defaults?.to, value?.from, value?.to],
  })
  const findToken = (id: string | undefined) =>
    findTokenRef(tokens, id) ?? findTokenRef(catalog.found, id)
  // A default still being looked up leaves its side empty rather than flashing another token.
  const fallback = (side: 'from' | 'to') =>
    findToken(defaults?.[side]) ??
    (defaults?.[side] && catalog.pending(defaults[side])
      ? undefined
      : side === 'from'
        ? tokens[0]
        : tokens.find((token) => token.chainId !== tokens[0]?.chainId))
  const [own, setOwn] = useState<FormFields>(() => {
    return {
      from: fallback('from'),
      to: fallback('to'),
      mode: defaults?.mode ?? 'exact_input',
      typed: localDecimal(defaults?.amount ?? '', decimalSeparator),
    }
  })

  // An emptied field is a legitimate value, though not a preset.
  const { amount: rawAmount, ...rest } = value ?? {}
  const { presets, problems } = parseSwapPresets(rawAmount === '' ? rest : (value ?? {}))
  const warnings = problems.map(({ field, problem }) =>
    field
      ? `value.${field} ${problem}, got ${JSON.stringify(value?.[field as keyof SwapValue])}`
      : `value ${problem}`,
  )
  for (const [key, given] of [
    ['defaults', defaults],
    ['value', presets],
  ] as const)
    for (const side of ['from', 'to'] as const) {
      const wanted = given?.[side]
      if (wanted && !findToken(wanted) && !catalog.pending(wanted))
        warnings.push(
          `${key}.${side} "${wanted}" is not a listed token (use "<chainId>:<address or symbol>"); ignored`,
        )
    }
  const report = warnings.join('\n')
  useEffect(() => {
    for (const warning of report ? report.split('\n') : []) console.warn(`Ferry: ${warning}`)
  }, [report])

  const fields: FormFields = {
    from: findToken(presets.from) ?? own.from ?? fallback('from'),
    to: findToken(presets.to) ?? own.to ?? fallback('to'),
    mode: presets.mode ?? own.mode,
    typed:
      rawAmount === ''
        ? ''
        : presets.amount === undefined
          ? own.typed
          : localDecimal(presets.amount, decimalSeparator),
  }
  const idOf = (token: TokenEntry | undefined) =>
    token ? `${token.chainId}:${token.token}` : undefined

  /** A user's edit: applied to the form's own fields, and proposed to the host. */
  const change = (edit: Partial<FormFields>) => {
    const next = { ...fields, ...edit }
    setOwn((current) => ({ ...current, ...edit }))
    const from = idOf(next.from)
    const to = idOf(next.to)
    onValueChange?.({
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      amount: decimalSeparator === '.' ? next.typed : next.typed.replace(decimalSeparator, '.'),
      mode: next.mode,
    })
  }
  return { ...fields, change }
}
