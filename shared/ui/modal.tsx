import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useUid } from '../hooks/use-uid'
import buttonCss from './button.css' with { type: 'text' }
import { addStyleOnce } from './inline-style'
import modalCss from './modal.css' with { type: 'text' }

interface ModalProps {
  open: boolean
  title: string
  onClose(): void
  children: ReactNode
  closeLabel?: string
  width?: number
  /** Class on the dialog, for the widget's own styling. */
  className?: string
}

/**
 * A modal on the native <dialog>: the page outside is inert while it is open, Esc closes it,
 * and focus goes back to where it was when it closes.
 */
export function Modal({ open, title, onClose, children, closeLabel = 'Close', width, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useUid()
  const close = useRef(onClose)
  close.current = onClose

  // A layout effect: its clean-up closes the dialog and gives focus back in the same task that
  // removes it. A passive effect's runs a frame later, and in WebKit a key pressed in between (Enter
  // on the trigger right after Esc) went to <body> (test/engines, the language modal).
  useLayoutEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    addStyleOnce('modal', buttonCss + modalCss)
    const returnTo = document.activeElement as HTMLElement | null
    if (!element.open) element.showModal?.()
    const onCancel = (event: Event) => {
      event.preventDefault()
      close.current()
    }
    element.addEventListener('cancel', onCancel)
    return () => {
      element.removeEventListener('cancel', onCancel)
      if (element.open) element.close?.()
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [open])

  if (!open) return null
  return (
    <dialog
      ref={dialog}
      className={`sw-modal ${className ?? ''}`}
      aria-labelledby={titleId}
      style={width ? { maxWidth: `${width}px` } : undefined}
    >
      <div className="sw-modal__head">
        <h2 id={titleId} className="sw-modal__title">
          {title}
        </h2>
        <button type="button" className="sw-icon-button" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="sw-modal__body">{children}</div>
    </dialog>
  )
}
