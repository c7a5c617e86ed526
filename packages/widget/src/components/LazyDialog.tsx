import { type ReactNode, Suspense, useId, useRef, useState } from 'react'
import { useMessages } from '../i18n/useMessages.js'

export type LazyDialogProps = {
  title: string
  /** The button that opens the dialog: it calls `show`. */
  button: (show: () => void) => ReactNode
  /**
   * The content, mounted only while the dialog is open and under Suspense, so that a lazy
   * component loads on first open; it calls `close` when done.
   */
  children: (close: () => void) => ReactNode
}

/** A button and the titled modal dialog it opens, with a close link and lazily mounted content. */
export function LazyDialog({ title, button, children }: LazyDialogProps) {
  const t = useMessages()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => dialog.current?.close()
  return (
    <>
      {button(() => {
        setOpen(true)
        // Native modal dialogs trap focus, close on Escape and hand focus back on close.
        dialog.current?.showModal()
      })}
      <dialog
        ref={dialog}
        className="ferry-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <div className="ferry-dialog-header">
          <h3 id={titleId} className="ferry-subtitle">
            {title}
          </h3>
          <button type="button" className="ferry-link" onClick={close}>
            {t.close}
          </button>
        </div>
        {open ? (
          <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>
            {children(close)}
          </Suspense>
        ) : null}
      </dialog>
    </>
  )
}
