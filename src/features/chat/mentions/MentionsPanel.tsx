import { createSelector } from '@reduxjs/toolkit'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { config } from '../../../config'
import type { FeedPage } from '../../../services/chat/types'
import type { RootState } from '../../../store/store'
import { useAppSelector } from '../../../store/store'
import { useUsername } from '../../../store/useUsername'
import { useWalletSession } from '../../../store/useWalletSession'
import type { FeedKey } from '../channels'
import { useLoadedBodyTexts } from '../feed/useMessageBody'
import { CHANNELS, postPath } from '../channels'
import { composerShown } from '../composerShown'
import { formatRelativeTime } from '../relativeTime'
import { useClock } from '../useClock'
import { findMentions, type MentionScan } from './findMentions'
import { excerpt, MentionList, MentionsFrame, Muted, type FrameProps } from './MentionsFrame'

/**
 * The index's view of the mentions, in its own chunk with the index API (the posting chunk stays as it was), loaded
 * once the composer beside it has shown: until then the loaded mentions stand in.
 */
const IndexedMentions = lazy(() =>
  composerShown.then(() => import(/* webpackChunkName: "mentions-index" */ './IndexedMentions')),
)

/** The channels' loaded main feeds, from the query cache (memoised on it); their texts come from the body cache. */
const selectLoadedFeeds = createSelector([(state: RootState) => state.chainApi.queries], (queries) => {
  const feeds: Parameters<typeof findMentions>[0][number][] = []
  for (const entry of Object.values(queries)) {
    if (entry?.status !== 'fulfilled' || entry.endpointName !== 'getFeed') continue
    const key = entry.originalArgs as FeedKey
    const pages = (entry.data as { pages?: FeedPage[] } | undefined)?.pages ?? []
    if (key.parentIndex === null) feeds.push({ channel: key.channel, messages: pages.flatMap((page) => page.messages) })
  }
  return feeds
})

/**
 * Mentions of the connected user's name (issues #16 and #37). With an event index, every message of the whole
 * history that mentions the name (IndexedMentions), topped with loaded ones the index has not caught up with yet;
 * without one, or while it loads or when it fails, the messages the app has loaded in this visit, saying how far
 * back it looked.
 */
export function MentionsPanel() {
  const { address } = useWalletSession()
  const { username } = useUsername(address)
  const feeds = useAppSelector(selectLoadedFeeds)
  const bodyText = useLoadedBodyTexts()
  const [isOpen, setIsOpen] = useState(false)
  if (!username) return null
  const scan = findMentions(feeds, bodyText, username, config.tldName)
  const loaded = <LoadedMentions scan={scan} isOpen={isOpen} onToggle={setIsOpen} />
  if (!config.indexUrl) return loaded
  return (
    <Suspense fallback={loaded}>
      <IndexedMentions
        fullName={username}
        recent={scan.mentions}
        fallback={loaded}
        isOpen={isOpen}
        onToggle={setIsOpen}
      />
    </Suspense>
  )
}

/**
 * The mentions among the messages loaded in this visit (no index to ask): a badge with how many, the list linking to
 * each post, and how far back it looked.
 */
function LoadedMentions({ scan, isOpen, onToggle }: FrameProps & { scan: MentionScan }) {
  const now = useClock()
  const { mentions, scanned, oldestCreatedAt } = scan
  const reach =
    oldestCreatedAt === null
      ? 'No messages loaded yet.'
      : `Looked at the ${scanned} message${scanned === 1 ? '' : 's'} loaded in this visit, back to ${formatRelativeTime(oldestCreatedAt, now)}.`
  return (
    <MentionsFrame isOpen={isOpen} onToggle={onToggle} badge={mentions.length > 0 ? String(mentions.length) : null}>
      {mentions.length === 0 ? (
        <Muted>Nobody has mentioned you in them.</Muted>
      ) : (
        <MentionList>
          {mentions.map(({ channel, message, text }) => (
            <li key={`${channel}#${message.index}`}>
              <Link to={postPath(channel, message.index)}>{CHANNELS[channel].title}</Link>: {excerpt(text)}
            </li>
          ))}
        </MentionList>
      )}
      <Muted>{reach}</Muted>
    </MentionsFrame>
  )
}
