import type { ConfirmRequest } from '../../store/modals'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'

/** The shell's confirmation (see ModalsApi.confirm): Cancel, or the request's action once the dialog has closed. */
export default function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
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
