import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Row } from '../../ui/Form'

/**
 * One side of the swap card ('You pay' or 'You receive'): its title and the balance on one line, then the amount
 * field with its buttons, then an optional note. `balanceTestId` names the balance for the journeys (swap-balance-in / -out).
 */
export function SwapSide({
  label,
  title,
  balance,
  balanceTestId,
  note,
  children,
}: {
  /** The section's accessible name. */
  label: string
  /** The visible title (may add ' (estimate)'). */
  title: string
  balance: string
  balanceTestId: string
  note?: ReactNode
  children: ReactNode
}) {
  return (
    <Side aria-label={label}>
      <Header>
        <span>{title}</span>
        <span>
          Balance: <span data-testid={balanceTestId}>{balance}</span>
        </span>
      </Header>
      <Row>{children}</Row>
      {note}
    </Side>
  )
}

const Side = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

/** The round button between the two sides that swaps them. */
export const SwapFlip = styled.button`
  align-self: center;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
