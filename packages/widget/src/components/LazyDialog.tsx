import { type ReactNode, type RefObject, Suspense, useId, useRef, useState } from 'react'
import { useMessages } from '../i18n/useMessages.js'

/** A modal dialog's handle: the button that opens it calls `show`, its content calls `close`. */
export type LazyDialogHandle = {
  ref: RefObject<HTMLDialogElement | null>
  /** True from `show` until the dialog closes: the content (and its lazy chunk) renders only then. */
  open: boolean
  show: () => void
  close: () => void
  /** The dialog's `close` event (Escape, `close()`): the content unmounts. */
  onClosed: () => void
}

/** The state of one `LazyDialog`, kept by the component that owns the button opening it. */
export function useLazyDialog(): LazyDialogHandle {
  const ref = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  return {
    ref,
    open,
    show: () => {
      setOpen(true)
      // Native modal dialogs trap focus, close on Escape and hand focus back on close.
      ref.current?.showModal()
    },
    close: () => ref.current?.close(),
    onClosed: () => setOpen(false),
  }
}

export type LazyDialogProps = {
  dialog: LazyDialogHandle
  title: string
  /** Rendered only while the dialog is open, under Suspense: a lazy component loads on first open. */
  children: ReactNode
}

/** A titled modal dialog with a close link, whose content mounts (and loads) only while open. */
export function LazyDialog({ dialog, title, children }: LazyDialogProps) {
  const t = useMessages()
  const titleId = useId()
  return (
    <dialog
      ref={dialog.ref}
      className="ferry-dialog"
      aria-labelledby={titleId}
      onClose={dialog.onClosed}
    >
      <div className="ferry-dialog-header">
        <h3 id={titleId} className="ferry-subtitle">
          {title}
        </h3>
        <button type="button" className="ferry-link" onClick={dialog.close}>
          {t.close}
        </button>
      </div>
      {dialog.open ? (
        <Suspense fallback={<p className="ferry-note">{t.loading}</p>}>{children}</Suspense>
      ) : null}
    </dialog>
  )
}
