import type { ReactNode } from 'react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { config, type ChannelName } from '../../../config'
import { stripTld } from '../../../lib/domainNames'
import type { IndexedMessage, MentionsPage } from '../../../services/index'
import { useGetMentionsQuery } from '../../../store/indexApi'
import { MoreBelow, PageAtCursor } from '../../../ui/CursorPages'
import { channelOfAddress, CHANNELS, postPath } from '../channels'
import { formatRelativeTime } from '../relativeTime'
import { useClock, useIsPageVisible } from '../useClock'
import type { Mention } from './findMentions'
import { excerpt, MentionList, MentionsFrame, Muted, type FrameProps } from './MentionsFrame'

/** Mentions per page (the index allows up to 100). */
export const MENTIONS_PAGE_SIZE = 10
/** How often (ms) a visible tab reads the newest page again, so a new mention shows up without a reload. */
const MENTIONS_POLL_MS = 30_000

export const INDEXED_REACH = 'Every channel, all of its history, newest first.'
export const NO_INDEXED_MENTIONS = 'Nobody has mentioned you yet.'

export interface IndexedMentionsProps extends FrameProps {
  /** The connected user's full name ('alice.demo'). */
  fullName: string
  /** Mentions among the loaded pages, newest first: those newer than the index's first page are listed on top. */
  recent: readonly Mention[]
  /** What to show while the index has not answered, or when it cannot: the view of the loaded pages. */
  fallback: ReactNode
}

/**
 * Mentions of the connected user's name across the whole history (issue #37), from the event index's
 * GET /names/:label/mentions: newest first, ten at a time with "Load more", each linking to its message (a reply to
 * its thread). Until the index answers, and whenever it fails, `fallback` shows instead (the loaded pages' scan), so
 * the panel never waits on the index. Loaded on its own chunk by MentionsPanel.
 */
export default function IndexedMentions({ fullName, recent, fallback, isOpen, onToggle }: IndexedMentionsProps) {
  const label = stripTld(fullName, config.tldName)
  const isVisible = useIsPageVisible()
  const query = useGetMentionsQuery(
    { label, limit: MENTIONS_PAGE_SIZE },
    { pollingInterval: isVisible ? MENTIONS_POLL_MS : 0 },
  )
  const [olderPages, setOlderPages] = useState(0)
  const firstPage = query.isError ? undefined : query.currentData
  if (!firstPage) return <>{fallback}</>
  const ahead = notIndexedYet(recent, firstPage.messages)
  const count = ahead.length + firstPage.messages.length
  return (
    <MentionsFrame
      isOpen={isOpen}
      onToggle={onToggle}
      badge={count === 0 ? null : `${count}${firstPage.nextCursor ? '+' : ''}`}
    >
      {count === 0 ? (
        <Muted>{NO_INDEXED_MENTIONS}</Muted>
      ) : (
        <Pages
          ahead={ahead}
          label={label}
          page={firstPage}
          olderPages={olderPages}
          onMore={() => setOlderPages(olderPages + 1)}
        />
      )}
      <Muted>{INDEXED_REACH}</Muted>
    </MentionsFrame>
  )
}

/** One line of the list, from the index or from a loaded page. */
export interface MentionLine {
  key: string
  channel: ChannelName | null
  mainIndex: number
  isReply: boolean
  createdAt: number
  text: string | null
}

const indexedLine = (message: IndexedMessage): MentionLine => ({
  key: message.id,
  channel: channelOfAddress(message.channel),
  mainIndex: message.mainIndex,
  isReply: message.isReply,
  createdAt: message.createdAt,
  text: message.body,
})

/**
 * The loaded mentions the index does not list yet (the index lags the chain by a few blocks and the body fetch): those
 * at least as new as the index's newest that its first page lacks, so the list never loses what the loaded pages
 * showed. Loaded mentions are main messages; the index's first page is newest first.
 */
export function notIndexedYet(recent: readonly Mention[], indexed: readonly IndexedMessage[]): MentionLine[] {
  const newest = indexed[0]?.createdAt ?? 0
  const listed = new Set(
    indexed
      .filter((message) => !message.isReply)
      .map((message) => `${channelOfAddress(message.channel)}#${message.mainIndex}`),
  )
  return recent
    .filter(({ channel, message }) => message.createdAt >= newest && !listed.has(`${channel}#${message.index}`))
    .map(({ channel, message, text }) => ({
      key: `${channel}#${message.index}`,
      channel,
      mainIndex: message.index,
      isReply: false,
      createdAt: message.createdAt,
      text,
    }))
}

interface PagesProps {
  /** Lines listed before this page's (the loaded mentions not indexed yet, on the first page). */
  ahead?: readonly MentionLine[]
  label: string
  page: MentionsPage
  /** Older pages the reader asked for below this one. */
  olderPages: number
  onMore: () => void
}

/** A page's mentions, then the next page (when the reader asked for it) or "Load more". */
function Pages({ ahead = [], label, page, olderPages, onMore }: PagesProps) {
  return (
    <>
      <MentionList>
        {[...ahead, ...page.messages.map(indexedLine)].map((line) => (
          <Item key={line.key} line={line} />
        ))}
      </MentionList>
      <MoreBelow
        nextCursor={page.nextCursor}
        olderPages={olderPages}
        onMore={onMore}
        renderNext={(cursor, below) => <OlderPage label={label} cursor={cursor} olderPages={below} onMore={onMore} />}
      />
    </>
  )
}

function OlderPage({ label, cursor, olderPages, onMore }: Omit<PagesProps, 'page' | 'ahead'> & { cursor: string }) {
  const query = useGetMentionsQuery({ label, cursor, limit: MENTIONS_PAGE_SIZE })
  return (
    <PageAtCursor query={query} failedText="Older mentions could not be loaded.">
      {(page) => <Pages label={label} page={page} olderPages={olderPages} onMore={onMore} />}
    </PageAtCursor>
  )
}

/** One mention: its channel linking to the message (a reply: to its thread), when it was posted, and its text. */
function Item({ line }: { line: MentionLine }) {
  const now = useClock()
  const where = line.channel ? CHANNELS[line.channel].title : 'Another channel'
  return (
    <li>
      {line.channel ? <Link to={postPath(line.channel, line.mainIndex)}>{where}</Link> : where}
      {line.isReply && ' (reply)'}, {formatRelativeTime(line.createdAt, now)}:{' '}
      {/* Plain text in a text node: a body is never HTML (spec §5). */}
      {line.text === null ? '' : excerpt(line.text)}
    </li>
  )
}
