import type { ReactNode } from 'react'
import { useState } from 'react'
import type { ModerationRequest } from '../../../services/chat/chatServices'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { useModerateMutation } from '../chatApi'

export interface ModerationButtonProps {
  request: ModerationRequest
  /** The button's text, e.g. 'Restore'. */
  label: string
  /** The accessible name when the text alone is ambiguous in a list ('Restore message'). */
  ariaLabel?: string
  /** The confirmation's title, e.g. 'Restore this message?'. */
  title: string
  /** What the action does, in the confirmation. */
  children: ReactNode
  /** The confirm button's text (default: `label`). */
  confirmLabel?: string
  variant?: 'secondary' | 'ghost' | 'danger'
}

/**
 * One moderation action behind a confirmation (issue #16): restore, suspend, unsuspend, pause or resume. It runs
 * through the one transaction lifecycle (its toasts); the screen refreshes what it changed once the receipt is in.
 */
export function ModerationButton({
  request,
  label,
  ariaLabel,
  title,
  children,
  confirmLabel = label,
  variant = 'ghost',
}: ModerationButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [moderate, { isLoading }] = useModerateMutation()
  const confirm = async () => {
    setIsOpen(false)
    await moderate(request)
  }
  return (
    <>
      <Button variant={variant} onClick={() => setIsOpen(true)} isLoading={isLoading} aria-label={ariaLabel}>
        {label}
      </Button>
      <Modal
        isOpen={isOpen}
        title={title}
        onClose={() => setIsOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button variant={variant === 'danger' ? 'danger' : 'primary'} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <p>{children}</p>
      </Modal>
    </>
  )
}
