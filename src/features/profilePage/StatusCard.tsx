import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '../../ui/Card'

/**
 * A page-level message (not found, invalid, error, connect first): a heading, an explanation and the next steps.
 * Errors are announced as alerts, everything else politely.
 */
export function StatusCard({
  title,
  children,
  actions,
  isError = false,
}: {
  title: string
  children: ReactNode
  actions?: ReactNode
  isError?: boolean
}) {
  return (
    <Card role={isError ? 'alert' : 'status'} data-testid="status-card">
      <Title>{title}</Title>
      <Body>{children}</Body>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  )
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.xl};
  overflow-wrap: anywhere;
`

const Body = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`
