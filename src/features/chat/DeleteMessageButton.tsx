import { useState } from 'react'
import type { ChannelName } from '../../config'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { useDeleteMessageMutation } from './chatApi'

export interface DeleteMessageButtonProps {
  channel: ChannelName
  /** Main message of a reply, or null for a main message. */
  parentIndex: number | null
  index: number
}

/**
 * Delete for the author or a mod, behind a confirmation (issue #5 part 5). The transaction's toasts come from its
 * lifecycle; once confirmed the feed refetches and the message is gone.
 */
export function DeleteMessageButton({ channel, parentIndex, index }: DeleteMessageButtonProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [deleteMessage, { isLoading }] = useDeleteMessageMutation()
  const confirm = async () => {
    setIsOpen(false)
    await deleteMessage({ channel, parentIndex, index })
  }
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setIsOpen(true)}
        isLoading={isLoading}
        aria-label={parentIndex === null ? 'Delete message' : 'Delete reply'}
      >
        Delete
      </Button>
      <Modal
        isOpen={isOpen}
        title={parentIndex === null ? 'Delete this message?' : 'Delete this reply?'}
        onClose={() => setIsOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()}>
              Delete
            </Button>
          </>
        }
      >
        <p>It will be hidden for everyone. Its text stays on permanent storage (Arweave), where it cannot be erased.</p>
      </Modal>
    </>
  )
}
