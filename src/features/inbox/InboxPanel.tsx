import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { ROUTES } from '../../config/routes'
import { shortenAddress } from '../../lib/format'
import type { InboxItem, InboxPage } from '../../services/index'
import { useGetInboxQuery } from '../../store/indexApi'
import { useCachedUsername } from '../../store/useCachedUsername'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { CHANNELS, channelOfAddress, formatRelativeTime, postPath, useClock } from '../chat'
import { isAfter } from './readState'
import { INBOX_PAGE_SIZE } from './useInbox'

export const INBOX_EMPTY = 'Nothing yet. Replies, mentions and trades of your collections show up here.'
/** Characters of a message or comment shown in an item: the link names the event, the text only recalls it. */
const EXCERPT_CHARS = 120

export interface InboxPanelProps {
  id: string
  address: string
  firstPage: InboxPage
  readMark: string | null
  unread: number
  onMarkAllRead: () => void
  /** Called when an item's link is followed (the bell closes the panel). */
  onNavigate: () => void
}

/**
 * The inbox panel (issue #37): a dialog named "Notifications" listing the newest page (kept fresh by the bell's poll)
 * and, on "Load more", older pages, each item linking to its message (its thread) or collection; unread items (newer
 * than the read mark) are marked "New"; "Mark all read" moves the mark to the newest item. Takes the focus when it
 * opens.
 */
export function InboxPanel({ id, address, firstPage, readMark, unread, onMarkAllRead, onNavigate }: InboxPanelProps) {
  const [olderPages, setOlderPages] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const context = { address, readMark, onNavigate, onMore: () => setOlderPages(olderPages + 1) }
  return (
    <Panel id={id} role="dialog" aria-labelledby={`${id}-title`}>
      <Top>
        <Title id={`${id}-title`} ref={heading} tabIndex={-1}>
          Notifications
        </Title>
        <Button variant="secondary" disabled={unread === 0} onClick={onMarkAllRead}>
          Mark all read
        </Button>
      </Top>
      {firstPage.notifications.length === 0 ? (
        <Empty>{INBOX_EMPTY}</Empty>
      ) : (
        <Pages page={firstPage} olderPages={olderPages} context={context} />
      )}
    </Panel>
  )
}

interface PagesContext {
  address: string
  readMark: string | null
  onNavigate: () => void
  onMore: () => void
}

/**
 * A page's items, then either the next page (when the reader asked for `olderPages` more) or "Load more". Each older
 * page starts after the page above as it is now, so new items pushing the first page down leave no gap.
 */
function Pages({ page, olderPages, context }: { page: InboxPage; olderPages: number; context: PagesContext }) {
  return (
    <>
      <List>
        {page.notifications.map((item) => (
          <Item key={item.position} item={item} context={context} />
        ))}
      </List>
      {page.nextCursor &&
        (olderPages > 0 ? (
          <OlderPage cursor={page.nextCursor} olderPages={olderPages - 1} context={context} />
        ) : (
          <Button variant="secondary" onClick={context.onMore}>
            Load more
          </Button>
        ))}
    </>
  )
}

function OlderPage({ cursor, olderPages, context }: { cursor: string; olderPages: number; context: PagesContext }) {
  const query = useGetInboxQuery({ address: context.address, cursor, limit: INBOX_PAGE_SIZE })
  if (query.data) return <Pages page={query.data} olderPages={olderPages} context={context} />
  if (query.isError)
    return (
      <Status role="status">
        Older notifications could not be loaded.{' '}
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Status>
    )
  return (
    <Status role="status">
      <Spinner /> Loading…
    </Status>
  )
}

/** What happened, in words: "replied to your message", "bought #4 of Cats"... */
function describe(item: InboxItem): string {
  switch (item.kind) {
    case 'reply':
      return 'replied to your message'
    case 'mention':
      return 'mentioned you'
    case 'thread-reply':
      return 'replied in a thread you joined'
    case 'comment':
      return `commented on ${item.collection.name}`
    case 'trade':
      return item.trade.kind === 'buy'
        ? `bought #${item.trade.tokenId} of ${item.collection.name}`
        : `sold #${item.trade.tokenId} of ${item.collection.name}`
  }
}

/** Where an item leads: its message's thread in a channel of the site, its collection; null when neither is known. */
function placeOf(item: InboxItem): string | null {
  if (item.kind === 'comment' || item.kind === 'trade') return `${ROUTES.nftCollection}?id=${item.collection.address}`
  const channel = channelOfAddress(item.message.channel)
  return channel ? postPath(channel, item.message.mainIndex) : null
}

function excerptOf(item: InboxItem): string | null {
  const text = 'message' in item ? item.message.body : item.kind === 'comment' ? item.comment.body : null
  if (!text) return null
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text
}

function Item({ item, context }: { item: InboxItem; context: PagesContext }) {
  const now = useClock()
  const name = useCachedUsername(item.actor)
  const isUnread = context.readMark === null || isAfter(item.position, context.readMark)
  const place = placeOf(item)
  const where = 'message' in item ? channelOfAddress(item.message.channel) : null
  const excerpt = excerptOf(item)
  const content = (
    <>
      <Line>
        {isUnread && <New>New</New>}
        <strong>{name ? `${name}${config.tldName}` : shortenAddress(item.actor)}</strong> {describe(item)}
        {where && ` in ${CHANNELS[where].title}`}
      </Line>
      {/* Plain text in a text node: a body is never HTML (spec §5). */}
      {excerpt && <Excerpt>{excerpt}</Excerpt>}
      <When>{formatRelativeTime(item.at, now)}</When>
    </>
  )
  return (
    <Row data-unread={isUnread || undefined}>
      {place ? (
        <ItemLink to={place} onClick={context.onNavigate}>
          {content}
        </ItemLink>
      ) : (
        <ItemText>{content}</ItemText>
      )}
    </Row>
  )
}

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  right: 0;
  z-index: 900;
  width: min(26rem, calc(100vw - 2 * ${({ theme }) => theme.space(3)}));
  max-height: min(70vh, 36rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 999px) {
    position: fixed;
    top: 64px;
    left: ${({ theme }) => theme.space(3)};
    right: ${({ theme }) => theme.space(3)};
    width: auto;
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
`

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const Row = styled.li`
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-unread] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  border-radius: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const ItemText = styled.div`
  padding: ${({ theme }) => theme.space(2)};
`

const Line = styled.span`
  display: block;
`

const New = styled.span`
  margin-right: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`

const Excerpt = styled.span`
  display: block;
  overflow-wrap: anywhere;
`

const When = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Status = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`
