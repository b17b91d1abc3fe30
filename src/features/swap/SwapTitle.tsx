import styled from 'styled-components'
import { useModals } from '../../store/modals'
import { CardTitle } from '../../ui/Card'

/**
 * The swap card's heading with its settings button (issue #39: the slippage setting reachable from the card, not
 * only from the user menu), which opens the Site Settings dialog ('Swap Settings').
 */
export function SwapTitle({ id }: { id: string }) {
  const modals = useModals()
  return (
    <Header>
      <CardTitle as="h1" id={id}>
        Swap
      </CardTitle>
      <SettingsButton type="button" aria-label="Swap settings" onClick={() => modals.open('settings')}>
        <span aria-hidden="true">⚙</span>
      </SettingsButton>
    </Header>
  )
}

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`

const SettingsButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  margin-top: -${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
