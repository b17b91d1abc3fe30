import { memo } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { ChannelName } from '../../config'
import type { ChatMessage } from '../../services/chat/types'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { useUsername } from '../../store/useUsername'
import { ProfileImage } from '../profilePicture'
import { postPath } from './channels'
import { useGetMessageBodyQuery } from './chatApi'
import { DeleteMessageButton } from './DeleteMessageButton'
import { RestoreButton, SuspendAuthorButton } from './moderation/ModTools'
import { formatFullTime, formatRelativeTime } from './relativeTime'
import { MessageText } from './text/MessageText'
import { useClock } from './useClock'

export interface MessageItemProps {
  message: ChatMessage
  channel: ChannelName
  /** The main message this is a reply to, or null for a main message. */
  parentIndex: number | null
  /** The connected account, if any (it may delete its own messages). */
  viewer: string | null
  /** The viewer moderates this channel (may delete any message, restore a deleted one, suspend its author). */
  isMod: boolean
  /** Show the whole text (post page) instead of cutting it with 'Read more'. */
  isFull?: boolean
}

function MessageBody({ url, isFull, channel }: { url: string; isFull: boolean; channel: ChannelName }) {
  const body = useGetMessageBodyQuery(url)
  if (body.data)
    return <MessageText text={body.data.text} isFull={isFull} showCollectionCards={channel === 'memes-images'} />
  if (body.isError) return <Unavailable>This message could not be loaded.</Unavailable>
  // A labelled placeholder needs a role (axe: aria-prohibited-attr); it is a picture of the text to come.
  return <Skeleton role="img" aria-busy="true" aria-label="Loading message" />
}

/**
 * One message (issue #5 part 5): avatar and name (else the short address) linking to the profile, the relative time
 * linking to the post page, the text, the replies count, and Delete for the author or a mod. Memoised: the feed
 * re-renders on every block's count poll and on each page, a message only when its own props change.
 */
export const MessageItem = memo(function MessageItem({
  message,
  channel,
  parentIndex,
  viewer,
  isMod,
  isFull = false,
}: MessageItemProps) {
  const { username, isLoading: isNameLoading } = useUsername(message.author)
  const now = useClock()
  const profile = profilePath(username, message.author)
  const threadIndex = parentIndex ?? message.index
  const isOwn = viewer?.toLowerCase() === message.author.toLowerCase()
  const canDelete = Boolean(viewer) && !message.deleted && (isMod || isOwn)
  const canSuspend = isMod && !message.deleted && !isOwn
  return (
    // data-author-state: when the author's name is settled (the bench waits for it; see bench/README.md).
    <Item
      data-testid="chat-message"
      data-index={message.index}
      data-author-state={isNameLoading ? 'loading' : username ? 'named' : 'anonymous'}
    >
      <Link to={profile} aria-label={`Profile of ${username || message.author}`}>
        <ProfileImage domainName={username || null} size={40} alt="" />
      </Link>
      <Main>
        <Header>
          <Author to={profile} title={message.author}>
            <DisplayName username={username} address={message.author} />
          </Author>
          <Time to={postPath(channel, threadIndex)} title={formatFullTime(message.createdAt)}>
            <time dateTime={new Date(message.createdAt * 1000).toISOString()}>
              {formatRelativeTime(message.createdAt, now)}
            </time>
          </Time>
          {message.deleted && <DeletedTag data-testid="deleted-tag">Deleted</DeletedTag>}
        </Header>
        <MessageBody url={message.url} isFull={isFull} channel={channel} />
        {(parentIndex === null || canDelete || isMod) && (
          <Footer>
            {parentIndex === null && (
              <Replies to={postPath(channel, message.index)} data-testid="replies-link">
                {message.repliesCount === 0
                  ? 'Reply'
                  : `${message.repliesCount} ${message.repliesCount === 1 ? 'reply' : 'replies'}`}
              </Replies>
            )}
            {canDelete && <DeleteMessageButton channel={channel} parentIndex={parentIndex} index={message.index} />}
            {isMod && message.deleted && (
              <RestoreButton channel={channel} parentIndex={parentIndex} index={message.index} />
            )}
            {canSuspend && <SuspendAuthorButton channel={channel} author={message.author} />}
          </Footer>
        )}
      </Main>
    </Item>
  )
})

const Item = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: 0;
  }
`

const Main = styled.div`
  flex: 1;
  min-width: 0;
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const Author = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
`

const Time = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  min-height: 32px;
`

const Replies = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const DeletedTag = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`

const Unavailable = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Skeleton = styled.div`
  height: 1.2em;
  width: 60%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`
