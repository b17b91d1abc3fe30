import type { ChannelName } from '../../config'
import { useConfirm } from './moderation/useConfirm'
import { Button } from '../../ui/Button'
import { useDeleteMessageMutation } from './chatApi'

export interface DeleteMessageButtonProps {
  channel: ChannelName
  /** Main message of a reply, or null for a main message. */
  parentIndex: number | null
  index: number
}

/**
 * Delete for the author or a mod, behind the shell's confirmation (issue #5 part 5), which stays open if the message
 * leaves the virtual feed. The transaction's toasts come from its lifecycle; once confirmed the feed refetches and
 * the message is gone.
 */
export function DeleteMessageButton({ channel, parentIndex, index }: DeleteMessageButtonProps) {
  const confirm = useConfirm()
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation()
  const ask = () =>
    confirm({
      title: parentIndex === null ? 'Delete this message?' : 'Delete this reply?',
      body: 'It will be hidden for everyone. Its text stays on permanent storage (Arweave), where it cannot be erased.',
      confirmLabel: 'Delete',
      variant: 'danger',
      onConfirm: () => void deleteMessage({ channel, parentIndex, index }),
    })
  return (
    <Button
      variant="ghost"
      onClick={ask}
      isLoading={isLoading}
      aria-label={parentIndex === null ? 'Delete message' : 'Delete reply'}
    >
      Delete
    </Button>
  )
}
