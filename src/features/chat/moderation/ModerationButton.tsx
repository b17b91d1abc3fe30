import type { ReactNode } from 'react'
import type { ModerationRequest } from '../../../services/chat/chatServices'
import { useConfirm } from './useConfirm'
import { Button } from '../../../ui/Button'
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
 * One moderation action behind a confirmation (issue #16): restore, suspend, unsuspend, pause or resume. The
 * confirmation is the shell's (useConfirm), so it stays open if this message leaves the virtual feed. It runs
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
  const confirm = useConfirm()
  const [moderate, { isLoading }] = useModerateMutation()
  const ask = () =>
    confirm({
      title,
      body: children,
      confirmLabel,
      variant: variant === 'danger' ? 'danger' : 'primary',
      onConfirm: () => void moderate(request),
    })
  return (
    <Button variant={variant} onClick={ask} isLoading={isLoading} aria-label={ariaLabel}>
      {label}
    </Button>
  )
}
