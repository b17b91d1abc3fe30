import { lazy, memo, Suspense, useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { config, type ChannelName } from '../../config'
import { LINK_PREVIEWS } from '../../config/linkPreviews'
import type { ChatMessage } from '../../services/chat/types'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { useUsername } from '../../store/useUsername'
import { useProfilePicture } from '../profilePicture'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import anonImage from '../../ui/assets/anon.svg'
import { postPath } from './channels'
import { afterComposer } from './composerShown'
import { routeLinkClick } from './feed/routeLinkClick'
import { useMessageBody } from './feed/useMessageBody'
import {
  DeleteMessageButton,
  EarlierVersions,
  MessageEditor,
  ReactionBar,
  RestoreButton,
  SuspendAuthorButton,
} from './postingParts'
import { useMessageExtras } from './reactions/extrasStore'
import { formatFullTime, formatRelativeTime } from './relativeTime'
import { MessageText, textContextFromConfig } from './text/MessageText'
import { previewLink } from './text/previewLink'
import { mentionedNames } from './text/tokenize'
import { useClock } from './useClock'

/**
 * A link's preview card (issue #38), in its own chunk: loaded with the first message that has a link to preview, once
 * the composer has settled, so it never takes bandwidth from the form a returning visitor came to use (issue #41).
 */
const LinkPreview = lazy(() =>
  afterComposer().then(() => import(/* webpackChunkName: "link-preview" */ './linkPreview/LinkPreview')),
)

/**
 * Whether cards may be shown: the build's flag, and a browser that tells when a message is in view (every current
 * one), since a card asks for its preview only then; without it no card, rather than a request per message.
 */
const canPreviewLinks = () => LINK_PREVIEWS && typeof IntersectionObserver !== 'undefined'

export interface MessageItemProps {
  message: ChatMessage
  channel: ChannelName
  /** The main message this is a reply to, or null for a main message. */
  parentIndex: number | null
  /** The connected account, or null (it may delete its own messages; a message mentioning its name is marked). */
  viewer: string | null
  /** The viewer moderates this channel (may delete any message, restore a deleted one, suspend its author). */
  isMod: boolean
  /** Show the whole text (post page) instead of cutting it with 'Read more'. */
  isFull?: boolean
  /** Messages in the feed (deleted included), for aria-setsize; omitted outside a feed (the post page's message). */
  setSize?: number
}

/**
 * One message (issue #5 part 5): avatar and name (else the short address) linking to the profile, the relative time
 * linking to the post page, the text, the replies count, and Delete for the author or a mod. A message mentioning the
 * viewer's name (issue #37) is marked: a tinted background with a bar, and "Mentions you" for screen readers. Where
 * the channel has them (issue #38): the newest version of an edited text with '(edited)' and its earlier versions, the
 * reactions, and Edit for the author (an inline editor). Under the text, a preview card of its first http(s) link
 * (issue #38, config/linkPreviews.ts), loaded in its own chunk and asked for once the message is in view. Memoised: the feed
 * re-renders on every block's count poll and on each page, a message only when its own props change.
 *
 * Flat on purpose (issue #18 part 2): one styled root whose children are plain elements styled by class, plain
 * anchors routed by one click handler, the avatar a plain `<img>` fed by `useProfilePicture`, and the body read
 * here rather than in a child: 6 component nodes for a settled message instead of 18 (src/features/chat/feed/
 * messageWeight.test.tsx). In a feed it is an `article` of role=feed with its place (aria-posinset = total - index,
 * the newest being 1) and can take focus for the feed's Page Up / Page Down keys.
 */
export const MessageItem = memo(function MessageItem({
  message,
  channel,
  parentIndex,
  viewer,
  isMod,
  isFull = false,
  setSize,
}: MessageItemProps) {
  const { username, isLoading: isNameLoading } = useUsername(message.author)
  const now = useClock()
  // The page's body first (the newest but for a page cached before an edit), then the reactions and versions.
  const pageBody = useMessageBody(message.url)
  const extras = useMessageExtras(channel, parentIndex, message.index, pageBody.status !== 'loading')
  const [isEditing, setIsEditing] = useState(false)
  const versions = extras?.versions ?? []
  const body = useMessageBody(versions[versions.length - 1] ?? message.url)
  // The avatar's resolution without ProfileImage's element (no given image here, so never its loading placeholder).
  const picture = useProfilePicture(username || null)
  const navigate = useNavigate()
  const onClick = useMemo(() => routeLinkClick(navigate), [navigate])
  const profile = profilePath(username, message.author)
  const threadIndex = parentIndex ?? message.index
  const isOwn = viewer?.toLowerCase() === message.author.toLowerCase()
  const viewerName = useUsername(viewer).username
  const bodyText = body.status === 'loaded' ? body.body.text : null
  // Once per body and viewer, not on every clock tick's render.
  const isMention = useMemo(
    () => viewerName !== '' && bodyText !== null && mentionedNames(bodyText, config.tldName).includes(viewerName),
    [viewerName, bodyText],
  )
  const previewHref = useMemo(
    () => (bodyText !== null && canPreviewLinks() ? previewLink(bodyText, textContextFromConfig()) : null),
    [bodyText],
  )
  const canDelete = Boolean(viewer) && !message.deleted && (isMod || isOwn)
  const canSuspend = isMod && !message.deleted && !isOwn
  const canEdit = isOwn && !message.deleted && extras !== null && body.status === 'loaded'
  const hasReactions = extras !== null && extras.reactions.some((users) => users.length > 0)
  const inFeed = setSize !== undefined
  return (
    // data-author-state: when the author's name is settled (the bench waits for it; see bench/README.md).
    <Item
      data-testid="chat-message"
      data-index={message.index}
      data-author-state={isNameLoading ? 'loading' : username ? 'named' : 'anonymous'}
      data-mention={isMention || undefined}
      aria-setsize={inFeed ? setSize : undefined}
      aria-posinset={inFeed ? Math.max(1, setSize - message.index) : undefined}
      tabIndex={inFeed ? -1 : undefined}
      onClick={onClick}
    >
      <a href={profile} data-route="" aria-label={`Profile of ${username || message.author}`}>
        <img
          className="avatar"
          src={picture.src ?? anonImage}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          data-testid="profile-image"
          data-default={picture.src ? undefined : 'true'}
        />
      </a>
      <div className="main">
        <div className="header">
          <a className="author" href={profile} data-route="" title={message.author}>
            {/* Called, not mounted: a hook-free view, so the name costs no component node of its own. */}
            {DisplayName({ username, address: message.author })}
          </a>
          <a
            className="time"
            href={postPath(channel, threadIndex)}
            data-route=""
            title={formatFullTime(message.createdAt)}
          >
            <time dateTime={new Date(message.createdAt * 1000).toISOString()}>
              {formatRelativeTime(message.createdAt, now)}
            </time>
          </a>
          {isMention && <VisuallyHidden>Mentions you</VisuallyHidden>}
          {versions.length > 1 && <span className="edited">(edited)</span>}
          {message.deleted && (
            <span className="deleted" data-testid="deleted-tag">
              Deleted
            </span>
          )}
        </div>
        {isEditing && body.status === 'loaded' ? (
          <Suspense fallback={null}>
            <MessageEditor
              channel={channel}
              parentIndex={parentIndex}
              index={message.index}
              text={body.body.text}
              onDone={() => setIsEditing(false)}
            />
          </Suspense>
        ) : body.status === 'loaded' ? (
          <>
            <MessageText text={body.body.text} isFull={isFull} showCollectionCards={channel === 'memes-images'} />
            {previewHref && !message.deleted && (
              <Suspense fallback={null}>
                <LinkPreview link={previewHref} />
              </Suspense>
            )}
          </>
        ) : body.status === 'error' ? (
          <p className="unavailable">This message could not be loaded.</p>
        ) : (
          // A labelled placeholder needs a role (axe: aria-prohibited-attr); it is a picture of the text to come.
          <div className="skeleton" role="img" aria-busy="true" aria-label="Loading message" />
        )}
        {extras !== null && (versions.length > 1 || (!message.deleted && (hasReactions || Boolean(viewer)))) && (
          <Suspense fallback={null}>
            {versions.length > 1 && <EarlierVersions channel={channel} urls={versions.slice(0, -1)} />}
            {!message.deleted && (hasReactions || Boolean(viewer)) && (
              <ReactionBar
                channel={channel}
                parentIndex={parentIndex}
                index={message.index}
                reactions={extras.reactions}
                viewer={viewer}
              />
            )}
          </Suspense>
        )}
        {(parentIndex === null || canDelete || isMod) && (
          <div className="footer">
            {parentIndex === null && (
              <a className="replies" href={postPath(channel, message.index)} data-route="" data-testid="replies-link">
                {message.repliesCount === 0
                  ? 'Reply'
                  : `${message.repliesCount} ${message.repliesCount === 1 ? 'reply' : 'replies'}`}
              </a>
            )}
            {canEdit && !isEditing && (
              <button
                type="button"
                className="edit"
                aria-label={parentIndex === null ? 'Edit message' : 'Edit reply'}
                onClick={() => setIsEditing(true)}
              >
                Edit
              </button>
            )}
            {(canDelete || isMod) && (
              <Suspense fallback={null}>
                {canDelete && <DeleteMessageButton channel={channel} parentIndex={parentIndex} index={message.index} />}
                {isMod && message.deleted && (
                  <RestoreButton channel={channel} parentIndex={parentIndex} index={message.index} />
                )}
                {canSuspend && <SuspendAuthorButton channel={channel} author={message.author} />}
              </Suspense>
            )}
          </div>
        )}
      </div>
    </Item>
  )
})

/** The whole message's look in one styled component: its parts are plain elements picked by class. */
const Item = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* The post page's lone message, and the feed's newest (in a feed each one sits in its own list item). */
  &:first-child:not([aria-posinset]),
  &[aria-posinset='1'] {
    border-top: 0;
  }
  &[data-mention] {
    padding-left: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 3px 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .avatar {
    width: 40px;
    height: 40px;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .main {
    flex: 1;
    min-width: 0;
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .author {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  .time {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  .author:hover,
  .time:hover {
    text-decoration: underline;
  }
  .footer {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin-top: ${({ theme }) => theme.space(2)};
    min-height: 32px;
  }
  .replies {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .edited {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .edit {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
  }
  .edit:hover {
    text-decoration: underline;
  }
  .deleted {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.danger};
  }
  .unavailable {
    margin: 0;
    font-style: italic;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .skeleton {
    height: 1.2em;
    width: 60%;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`
