import { Modal } from './modal'

interface ConfirmModalProps {
  open: boolean
  onConfirm(): void
  onCancel(): void
  title?: string
  body?: string
  confirmLabel?: string
  cancelLabel?: string
}

/** SPEC 8: the confirm modal's default texts are No title, No body, OK and Cancel. */
export function ConfirmModal({
  open,
  onConfirm,
  onCancel,
  title = 'No title',
  body = 'No body',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
}: ConfirmModalProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel} closeLabel={cancelLabel}>
      <p>{body}</p>
      <div className="sw-actions">
        <button type="button" className="sw-button sw-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="sw-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
