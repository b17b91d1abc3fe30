import { config } from '../../config'
import type { InboxPage } from '../../services/index'
import { useGetInboxQuery } from '../../store/indexApi'
import { useUsername } from '../../store/useUsername'
import { useWalletSession } from '../../store/useWalletSession'
import { useIsPageVisible } from '../chat'
import { countUnread, unreadText, useReadMark } from './readState'

/** Items per inbox page (the index allows up to 100). */
export const INBOX_PAGE_SIZE = 20
/** How often (ms) a visible tab asks the index for new items: a reply shows up without a reload. */
export const INBOX_POLL_MS = 15_000

/** The connected user's inbox as the header shows it. */
export interface InboxState {
  /** The connected address, when it has a name and the site an index; else null (no inbox to show). */
  address: string | null
  /** The newest page, once the index has answered; undefined while loading or when the index fails. */
  firstPage: InboxPage | undefined
  /** True when the inbox cannot be shown now: no index configured, or the index failed (the bell hides). */
  isUnavailable: boolean
  /** The read mark (the newest position read), null when nothing was read. */
  readMark: string | null
  /** Unread items on the newest page. */
  unread: number
  /** The count as shown: '' for none, '3', or '20+' when there are more than a page. */
  unreadLabel: string
  /** Marks everything on the newest page read (the mark moves to its newest item). */
  markAllRead: () => void
}

/**
 * The inbox of the connected user (issue #37, "Mentions and the inbox"): only for a user with a name on a site with an
 * event index. The newest page is read again every INBOX_POLL_MS while the tab is visible (a hidden tab asks nothing),
 * so every component using this hook (the bell, the menu dot) shares one request and one count. Unread = items newer
 * than the read mark stored for the address (readState.ts).
 */
export function useInbox(): InboxState {
  const { address } = useWalletSession()
  const { username } = useUsername(address)
  const isVisible = useIsPageVisible()
  const owner = config.indexUrl && address && username ? address.toLowerCase() : null
  const query = useGetInboxQuery(
    { address: owner ?? '', limit: INBOX_PAGE_SIZE },
    { skip: owner === null, pollingInterval: isVisible ? INBOX_POLL_MS : 0 },
  )
  const [readMark, markRead] = useReadMark(owner)
  const firstPage = query.isError ? undefined : query.currentData
  const items = firstPage?.notifications ?? []
  const unread = countUnread(items, readMark)
  const newest = items[0]?.position
  return {
    address: owner,
    firstPage,
    isUnavailable: !config.indexUrl || query.isError,
    readMark,
    unread,
    unreadLabel: unreadText(unread, INBOX_PAGE_SIZE, Boolean(firstPage?.nextCursor)),
    markAllRead: () => {
      if (newest !== undefined) markRead(newest)
    },
  }
}
