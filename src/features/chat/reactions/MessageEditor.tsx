import { useId, useState } from 'react'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../../protocol/upload'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import { Button } from '../../../ui/Button'
import { Problem } from '../../../ui/Form'
import { extrasKey, refreshExtras } from './extrasStore'

export interface MessageEditorProps {
  channel: ChannelName
  /** Main message of a reply, or null for a main message. */
  parentIndex: number | null
  index: number
  /** The text shown now (the newest version's). */
  text: string
  /** Called after a saved edit is confirmed, and on Cancel. */
  onDone: () => void
}

/**
 * The author's inline editor (issue #38): the message's text in a field like the composer's; Save stores the new body
 * on Arweave (the posting upload path) and sends the edit transaction, then the message shows the new version and
 * '(edited)'. A failure stays in the editor with its reason, the text kept.
 */
export function MessageEditor({ channel, parentIndex, index, text, onDone }: MessageEditorProps) {
  const [draft, setDraft] = useState(text)
  const [isSaving, setIsSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = useId()
  const isUnchanged = draft.trim() === text.trim()

  const save = async () => {
    setIsSaving(true)
    setProblem(null)
    const chat = await loadChatServices()
    try {
      await chat.editMessage({ channel, parentIndex, index, text: draft })
      await refreshExtras(extrasKey(channel, parentIndex, index))
      onDone()
    } catch (error) {
      setProblem(chat.toChatError(error).message)
      setIsSaving(false)
    }
  }

  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <textarea
        aria-label={parentIndex === null ? 'Edit message' : 'Edit reply'}
        aria-describedby={problem ? problemId : undefined}
        value={draft}
        maxLength={MAX_MESSAGE_TEXT_LENGTH}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
        disabled={isSaving}
      />
      {problem && <Problem id={problemId}>{problem}</Problem>}
      <div className="actions">
        <Button variant="secondary" onClick={onDone} disabled={isSaving}>
          Cancel
        </Button>
        <Button
          type="submit"
          isLoading={isSaving}
          disabled={isUnchanged || !draft.trim()}
          disabledReason={isUnchanged ? 'Change the text first.' : 'Write something first.'}
        >
          Save
        </Button>
      </div>
    </Editor>
  )
}

const Editor = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`
