import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { fetchSmartAnswer } from '../catalog/fetchSmartAnswer.js'
import {
  isSmartText,
  type SmartSuggestion,
  smartKeywordOf,
  smartSuggestionsOf,
} from '../catalog/smartSuggestions.js'
import { useDebounced } from '../hooks/useDebounced.js'
import { usePickerWords } from '../i18n/usePickerWords.js'
import { ferryKeys } from '../query/queries.js'
import type { AmountFieldProps } from './AmountFieldProps.js'
import { SmartSuggestionList } from './SmartSuggestionList.js'

/** Typing pauses this long before the service is asked. */
const DEBOUNCE_MS = 250
/** Rows in the list: enough to choose a chain, few enough to fit a phone. */
const LIMIT = 6

export type SmartAmountInputProps = {
  /** The amount field's props: its label, placeholder, error, value, BFF and callbacks. */
  field: AmountFieldProps
  /** Ids of what describes the amount (its error, its USD value). */
  describedBy: string | undefined
  /** The smart text, while the field holds words rather than an amount. */
  text: string | undefined
  /** Every edit of the field (AmountField tells words from numbers). */
  onText: (text: string) => void
  /** Sets or clears the smart text (cleared when a suggestion is chosen). */
  setText: (text: string | undefined) => void
}

/**
 * The amount field as a combobox (WAI-ARIA 1.2, listbox popup, list autocomplete): text such as
 * "100 usdc on base" or "$50 eth" lists the v1 service's suggestions through the BFF; choosing
 * one fills amount, token and chain. Loaded lazily by AmountField on the first letter typed.
 */
export function SmartAmountInput(props: SmartAmountInputProps) {
  const { field } = props
  const bffUrl = field.bffUrl
  const value = props.text ?? field.value
  const words = usePickerWords()
  const listId = useId()
  const feedbackId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState(false)
  const debounced = useDebounced(value, DEBOUNCE_MS)
  const keyword = smartKeywordOf(debounced)
  const query = useQuery({
    queryKey: ferryKeys.v1.smartInput(bffUrl, keyword, LIMIT),
    queryFn: ({ signal }) =>
      fetchSmartAnswer({ bffUrl, keyword: keyword ?? '', limit: LIMIT, signal }),
    enabled: keyword !== undefined,
    staleTime: 60_000,
    retry: false,
    select: (answer) => smartSuggestionsOf({ bffUrl, answer }),
  })
  // Suggestions only for the text as it stands: none while a newer keyword is on its way.
  const current = smartKeywordOf(value)
  const suggestions: SmartSuggestion[] =
    current !== undefined && current === keyword ? (query.data ?? []) : []
  const open = !dismissed && suggestions.length > 0
  // Words the service found nothing for, or more than it takes: said, rather than a silent field.
  const unreadable =
    current === undefined
      ? isSmartText(value)
      : current === keyword && query.isSuccess && suggestions.length === 0
  const describedBy = [props.describedBy, unreadable ? feedbackId : ''].filter(Boolean).join(' ')
  const optionId = (index: number) => `${listId}-${index}`

  // The form holds no amount while the field holds words: a figure typed before them must not
  // be what a swap would send.
  const emptyForm = props.text !== undefined && field.value !== ''
  useEffect(() => {
    if (emptyForm) field.onValue('')
  }, [emptyForm, field.onValue])

  // This input replaces the plain one the first letter was typed into: the focus moves along,
  // with the caret at the end.
  useLayoutEffect(() => {
    const element = input.current
    if (!element) return
    element.focus()
    element.setSelectionRange(element.value.length, element.value.length)
  }, [])

  const choose = (suggestion: SmartSuggestion | undefined) => {
    if (!suggestion) return
    setActive(-1)
    setDismissed(true)
    props.setText(undefined)
    field.onSuggestion?.({ amount: suggestion.amount, token: suggestion.token })
  }
  const move = (step: number) => {
    setDismissed(false)
    setActive((index) => {
      const count = suggestions.length
      if (index < 0) return step > 0 ? 0 : count - 1
      return (index + step + count) % count
    })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0 || event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        move(event.key === 'ArrowDown' ? 1 : -1)
        return
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault()
          choose(suggestions[active])
        }
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          setDismissed(true)
          setActive(-1)
        }
        return
      case 'Tab':
        // Accepts the highlighted option and moves on, as the APG's list autocomplete does.
        if (open && active >= 0) choose(suggestions[active])
        else setDismissed(true)
        return
    }
  }

  return (
    <>
      <input
        className="ferry-amount"
        aria-label={field.inputLabel}
        inputMode="decimal"
        autoComplete="off"
        placeholder={field.placeholder}
        aria-invalid={field.error || unreadable ? true : undefined}
        aria-describedby={describedBy || undefined}
        ref={input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setActive(-1)
          setDismissed(false)
          props.onText(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDismissed(true)
          setActive(-1)
        }}
      />
      <SmartSuggestionList
        id={listId}
        open={open}
        suggestions={suggestions}
        active={active}
        optionId={optionId}
        onChoose={(index) => choose(suggestions[index])}
      />
      {/* Always there, empty (and unseen) while the words read, so the news is announced. */}
      <p id={feedbackId} className={unreadable ? 'ferry-error' : 'ferry-note'} role="status">
        {unreadable ? words.unreadable : ''}
      </p>
    </>
  )
}
