import { useLocation } from 'react-router-dom'
import { UnreadBadge, channelOfPath, useUnreadCounts } from './UnreadBadge'

/**
 * The unread badge after a sidebar link (issue #16): the count when `path` is a channel's page, nothing otherwise.
 * The sidebar loads this chunk after the first paint (the chat's code is not part of the shell).
 */
export default function SidebarUnreadBadge({ path }: { path: string }) {
  const { pathname } = useLocation()
  const unread = useUnreadCounts(pathname)
  const channel = channelOfPath(path)
  return channel ? <UnreadBadge count={unread[channel] ?? 0} /> : null
}
