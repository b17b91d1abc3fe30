import { createSelector } from '@reduxjs/toolkit'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../../config'
import type { FeedPage } from '../../../services/chat/types'
import type { RootState } from '../../../store/store'
import { useAppSelector } from '../../../store/store'
import { useUsername } from '../../../store/useUsername'
import { useWalletSession } from '../../../store/useWalletSession'
import type { FeedKey } from '../channels'
import { useLoadedBodyTexts } from '../feed/useMessageBody'
import { CHANNELS, postPath } from '../channels'
import { formatRelativeTime } from '../relativeTime'
import { useClock } from '../useClock'
import { findMentions } from './findMentions'

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
 * Mentions of the connected user's name (issue #16): a badge with how many of the messages the app has loaded in
 * this visit mention them, and the list, linking to each post. It says how far back it looked (no index of all
 * messages exists; the feed pages read so far are what it has).
 */
export function MentionsPanel() {
  const { address } = useWalletSession()
  const { username } = useUsername(address)
  const feeds = useAppSelector(selectLoadedFeeds)
  const bodyText = useLoadedBodyTexts()
  const now = useClock()
  if (!username) return null
  const { mentions, scanned, oldestCreatedAt } = findMentions(feeds, bodyText, username, config.tldName)
  const reach =
    oldestCreatedAt === null
      ? 'No messages loaded yet.'
      : `Looked at the ${scanned} message${scanned === 1 ? '' : 's'} loaded in this visit, back to ${formatRelativeTime(oldestCreatedAt, now)}.`
  return (
    <Panel data-testid="mentions">
      <Summary>
        Mentions of you
        {mentions.length > 0 && <Badge data-testid="mentions-badge">{mentions.length}</Badge>}
      </Summary>
      {mentions.length === 0 ? (
        <Muted>Nobody has mentioned you in them.</Muted>
      ) : (
        <List>
          {mentions.map(({ channel, message, text }) => (
            <li key={`${channel}#${message.index}`}>
              <Link to={postPath(channel, message.index)}>{CHANNELS[channel].title}</Link>:{' '}
              {text.length > 120 ? `${text.slice(0, 120)}…` : text}
            </li>
          ))}
        </List>
      )}
      <Muted>{reach}</Muted>
    </Panel>
  )
}

const Panel = styled.details`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Summary = styled.summary`
  cursor: pointer;
  font-weight: 600;
`

const Badge = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`

const List = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding-left: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`

const Muted = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
