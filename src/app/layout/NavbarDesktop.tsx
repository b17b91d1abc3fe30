import styled from 'styled-components'
import { ThemeToggle } from '../../features/settings/ThemeToggle'
import { ConnectButton } from '../../features/wallet/ConnectButton'
import { useWalletSession } from '../../store/useWalletSession'
import { useModals } from '../../store/modals'
import { HeaderInbox } from './HeaderInbox'
import { HeaderNetworkSwitcher, HeaderUserMenu } from './HeaderMenus'
import { HeaderSearch } from './HeaderSearch'
import { Logo } from './Logo'

/**
 * Spec §2 Desktop navbar (≥ 1000 px): logo; the message search (issue #37); the notification bell (issue #37,
 * connected users with a name); 'Earn referral fees!' (connected users; opens the referral dialog); the connect button when disconnected or the network switcher when connected; the user dropdown; the light/dark toggle.
 */
export function NavbarDesktop() {
  const { isConnected } = useWalletSession()
  const modals = useModals()
  return (
    <Bar>
      <Logo />
      <HeaderSearch />
      <Actions>
        {isConnected && <HeaderInbox part="bell" />}
        {isConnected && (
          <TextButton type="button" aria-haspopup="dialog" onClick={() => modals.open('referral')}>
            Earn referral fees!
          </TextButton>
        )}
        {isConnected ? <HeaderNetworkSwitcher /> : <ConnectButton primary />}
        <HeaderUserMenu />
        <ThemeToggle />
      </Actions>
    </Bar>
  )
}

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`

const TextButton = styled.button`
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`
