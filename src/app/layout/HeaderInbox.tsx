import { Suspense, lazy } from 'react'
import { loadInbox } from '../../features/inbox'
import type { InboxPart } from '../../features/inbox/InboxBell'
import { shellPainted } from '../useAfterFirstPaint'

// Off the first page like the search box: the inbox's code loads once the shell has painted.
const InboxHeaderPart = lazy(() => shellPainted.then(loadInbox))

/**
 * A part of the notification inbox in the header (issue #37: features/inbox/InboxBell.tsx), shown once its code is
 * in, for a connected user with a name on a site with an event index: the bell, the phone bar's bell, or the dot on
 * the phone's ☰ toggle.
 */
export function HeaderInbox({ part }: { part: InboxPart }) {
  return (
    <Suspense fallback={null}>
      <InboxHeaderPart part={part} />
    </Suspense>
  )
}
