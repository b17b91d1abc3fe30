import type { ReactNode } from 'react'
import { Button } from './Button'
import { Modal } from './Modal'

/** A question asked before an action that is not lightly taken back: delete, restore, suspend, pause. */
export interface ConfirmRequest {
  /** The dialog's title, e.g. 'Suspend this author?'. */
  title: string
  /** What the action does, in a sentence or two. */
  body: ReactNode
  /** The confirm button's text, e.g. 'Suspend'. */
  confirmLabel: string
  variant: 'primary' | 'danger'
  /** Runs once the user confirms, after the dialog has closed. */
  onConfirm: () => void
}

/** `request`'s question with Cancel and its action; either closes it (`onClose`), the action then runs. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const confirm = () => {
    onClose()
    request.onConfirm()
  }
  return (
    <Modal
      isOpen
      title={request.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={request.variant} onClick={confirm}>
            {request.confirmLabel}
          </Button>
        </>
      }
    >
      <p>{request.body}</p>
    </Modal>
  )
}
