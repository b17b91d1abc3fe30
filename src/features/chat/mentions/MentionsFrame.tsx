import type { ReactNode } from 'react'
import styled from 'styled-components'

/** Characters of a mentioning message shown in the list: enough to recall it, the link opens the whole. */
const EXCERPT_CHARS = 120

/** `text` cut to EXCERPT_CHARS with an ellipsis. */
export const excerpt = (text: string) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text)

/** The panel's open state, kept by MentionsPanel so it survives the switch from the loaded pages' view to the index's. */
export interface FrameProps {
  isOpen: boolean
  onToggle: (isOpen: boolean) => void
}

/**
 * The "Mentions of you" disclosure both views share: the summary with an optional badge (a count such as '3' or
 * '10+'), and the view's content below it.
 */
export function MentionsFrame({
  isOpen,
  onToggle,
  badge,
  children,
}: FrameProps & { badge: string | null; children: ReactNode }) {
  return (
    <Panel data-testid="mentions" open={isOpen} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <Summary>
        Mentions of you
        {badge !== null && <Badge data-testid="mentions-badge">{badge}</Badge>}
      </Summary>
      {children}
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

export const MentionList = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding-left: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`

export const Muted = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
