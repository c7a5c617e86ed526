import { useEffect, useState } from 'react'
import { useStoryMessages } from '../i18n/useStoryMessages.js'

export type CopyButtonProps = {
  /** What is copied. */
  value: string
  /** The button's accessible name, e.g. "Copy order ID". */
  label: string
}

/** How long "Copied" stays before the region empties again. */
const CONFIRMATION_MS = 2_000

/**
 * Copies `value` with the Clipboard API and says so in a polite live region beside it. Where the
 * clipboard is unavailable (an insecure origin, an iframe without the permission) or refuses,
 * the value is shown selectable instead, so it can still be copied by hand.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const t = useStoryMessages()
  const [result, setResult] = useState<'copied' | 'failed'>()
  useEffect(() => {
    if (result !== 'copied') return
    const timer = setTimeout(() => setResult(undefined), CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [result])
  return (
    <span className="ferry-copy">
      <button
        type="button"
        className="ferry-link"
        aria-label={label}
        title={label}
        onClick={async () => {
          try {
            if (!navigator.clipboard?.writeText) throw new Error('no clipboard')
            await navigator.clipboard.writeText(value)
            setResult('copied')
          } catch {
            setResult('failed')
          }
        }}
      >
        {t.story.copy}
      </button>
      <span aria-live="polite" className="ferry-copied">
        {result === 'copied' ? t.story.copied : result === 'failed' ? t.story.copyFailed : ''}
      </span>
      {result === 'failed' ? <code className="ferry-hash-full">{value}</code> : null}
    </span>
  )
}
