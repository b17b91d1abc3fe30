import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { setTitleCount } from '../../store/pageMetadataHead'
import { useDismiss } from '../../ui/useDismiss'
import { InboxPanel } from './InboxPanel'
import { useInbox } from './useInbox'

/** The bell's accessible name: "Notifications", with the unread count when there is one. */
export const bellName = (unreadLabel: string): string =>
  unreadLabel ? `Notifications (${unreadLabel} unread)` : 'Notifications'

/**
 * The header's notification bell (issue #37, "Mentions and the inbox"), for a connected user with a name on a site
 * with an event index; nothing otherwise, nor while the index fails. Named "Notifications (3 unread)", the count on a
 * badge (`compact`: a dot, for the phone bar); it also puts the count in the tab title. Opens the inbox panel, a
 * non-modal dialog under it: Escape or a press outside closes it and focus comes back to the bell.
 */
export function InboxBell({ compact = false }: { compact?: boolean }) {
  const inbox = useInbox()
  const [isOpen, setIsOpen] = useState(false)
  const bell = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const isShown = inbox.address !== null && !inbox.isUnavailable && inbox.firstPage !== undefined

  useEffect(() => {
    setTitleCount(document, isShown ? inbox.unreadLabel : '')
  }, [isShown, inbox.unreadLabel])
  useEffect(() => () => setTitleCount(document, ''), [])

  const dismiss = useDismiss({
    isOpen,
    onDismiss: () => setIsOpen(false),
    containerRef: box,
    focusTrigger: () => bell.current?.focus(),
  })

  if (!isShown || inbox.address === null || inbox.firstPage === undefined) return null
  return (
    <Box ref={box} onKeyDown={dismiss.onKeyDown}>
      <Bell
        ref={bell}
        type="button"
        aria-label={bellName(inbox.unreadLabel)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setIsOpen(!isOpen)}
      >
        <span aria-hidden="true">🔔</span>
        {inbox.unreadLabel &&
          (compact ? (
            <Dot data-testid="inbox-dot" aria-hidden="true" />
          ) : (
            <Badge aria-hidden="true">{inbox.unreadLabel}</Badge>
          ))}
      </Bell>
      {isOpen && (
        <InboxPanel
          id={panelId}
          address={inbox.address}
          firstPage={inbox.firstPage}
          readMark={inbox.readMark}
          unread={inbox.unread}
          onMarkAllRead={inbox.markAllRead}
          onNavigate={() => setIsOpen(false)}
        />
      )}
    </Box>
  )
}

/** The dot on the phone's ☰ toggle while the inbox has anything unread (issue #37); nothing otherwise. */
export function InboxDot() {
  const { unread, isUnavailable } = useInbox()
  return unread > 0 && !isUnavailable ? <Dot data-testid="inbox-dot" aria-hidden="true" /> : null
}

/** Which part of the inbox the header shows: the bell, the phone bar's bell (a dot for the count), the ☰ dot. */
export type InboxPart = 'bell' | 'phone-bell' | 'menu-dot'

/**
 * The chunk's one entry (the shell holds a single lazy loader, main.js being at its budget): the part of the inbox
 * asked for.
 */
export default function InboxHeaderPart({ part }: { part: InboxPart }) {
  return part === 'menu-dot' ? <InboxDot /> : <InboxBell compact={part === 'phone-bell'} />
}

const Box = styled.div`
  position: relative;
  flex: none;
`

const Bell = styled.button`
  position: relative;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.1rem;
  cursor: pointer;
`

const Badge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
`

const Dot = styled.span`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`
