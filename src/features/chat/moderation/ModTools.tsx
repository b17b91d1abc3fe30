import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { useGetSuspendedQuery } from '../chatApi'
import { ModerationButton } from './ModerationButton'

/**
 * A mod's Suspend author / Unsuspend author for one message (issue #16). The author's flag is read only for mods
 * (batched with the rest of the screen); nothing shows until it is known.
 */
export function SuspendAuthorButton({ channel, author }: { channel: ChannelName; author: string }) {
  const suspended = useGetSuspendedQuery({ channel, user: author })
  if (suspended.data === undefined) return null
  return suspended.data ? (
    <ModerationButton
      request={{ channel, action: 'unsuspend', user: author }}
      label="Unsuspend author"
      title="Let this author post again?"
    >
      They will be able to post and reply in this channel again.
    </ModerationButton>
  ) : (
    <ModerationButton
      request={{ channel, action: 'suspend', user: author }}
      label="Suspend author"
      title="Suspend this author?"
      variant="danger"
      confirmLabel="Suspend"
    >
      They will not be able to post or reply in this channel until a mod lets them again. Their messages stay.
    </ModerationButton>
  )
}

/** A mod's Restore for a deleted message or reply, behind a confirmation. */
export function RestoreButton({
  channel,
  parentIndex,
  index,
}: {
  channel: ChannelName
  parentIndex: number | null
  index: number
}) {
  return (
    <ModerationButton
      request={{ channel, action: 'restore', parentIndex, index }}
      label="Restore"
      ariaLabel={parentIndex === null ? 'Restore message' : 'Restore reply'}
      title={parentIndex === null ? 'Restore this message?' : 'Restore this reply?'}
    >
      It will be shown to everyone again.
    </ModerationButton>
  )
}

export interface ModBarProps {
  channel: ChannelName
  isPaused: boolean
  showDeleted: boolean
  onShowDeletedChange: (showDeleted: boolean) => void
}

/** The mod's bar above a feed: show deleted messages, and pause or resume the channel (issue #16). */
export function ModBar({ channel, isPaused, showDeleted, onShowDeletedChange }: ModBarProps) {
  return (
    <Bar role="group" aria-label="Moderation" data-testid="mod-bar">
      <Toggle>
        <input type="checkbox" checked={showDeleted} onChange={(event) => onShowDeletedChange(event.target.checked)} />
        Show deleted messages
      </Toggle>
      <ModerationButton
        request={{ channel, action: 'togglePaused', pause: !isPaused }}
        label={isPaused ? 'Resume channel' : 'Pause channel'}
        title={isPaused ? 'Resume this channel?' : 'Pause this channel?'}
        variant={isPaused ? 'secondary' : 'danger'}
      >
        {isPaused
          ? 'Everyone with a name will be able to post and reply again.'
          : 'Nobody will be able to post or reply until a mod resumes it. Messages stay visible.'}
      </ModerationButton>
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const Toggle = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
