import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { leftSidebarToggled, rightSidebarToggled, selectOpenPanel } from '../../store/slices/layoutSlice'
import { ConnectButton } from '../../features/wallet/ConnectButton'
import { UNSUPPORTED_NETWORK } from '../../features/wallet/texts'
import { SwitchChainButton } from '../../features/wallet/SwitchChainButton'
import { useWalletSession } from '../../store/useWalletSession'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { Logo } from './Logo'
import { Bar } from './NavbarDesktop'
import { HeaderInbox } from './HeaderInbox'
import { HeaderSearch } from './HeaderSearch'
import { loadSidebarRight } from './sidebarRightCode'

export const LEFT_TOGGLE_ID = 'toggle-sidebar-left'
export const RIGHT_TOGGLE_ID = 'toggle-sidebar-right'

/**
 * Spec §2 Mobile navbar (< 1000 px): left-sidebar toggle, logo, the search button (issue #37: it shows the search
 * field under the bar), the notification bell (issue #37; it and the left toggle show a dot while anything is
 * unread), right-sidebar toggle. Under the bar, while no sidebar is open, a card with the connect button when disconnected, or 'Unsupported network' and the switch-network button.
 */
export function NavbarMobile() {
  const dispatch = useAppDispatch()
  const openPanel = useAppSelector(selectOpenPanel)
  const { isConnected, isSupportedChain } = useWalletSession()
  const [isSearching, setIsSearching] = useState(false)
  return (
    <>
      <Bar>
        <IconButton
          id={LEFT_TOGGLE_ID}
          type="button"
          aria-label="Menu"
          aria-expanded={openPanel === 'left'}
          aria-controls="sidebar-left"
          onClick={() => dispatch(leftSidebarToggled())}
        >
          <span aria-hidden="true">{openPanel === 'left' ? '✕' : '☰'}</span>
          {isConnected && <HeaderInbox part="menu-dot" />}
        </IconButton>
        <Logo />
        {config.indexUrl && (
          <IconButton
            type="button"
            aria-label="Search"
            aria-expanded={isSearching}
            onClick={() => setIsSearching(!isSearching)}
          >
            <span aria-hidden="true">⌕</span>
          </IconButton>
        )}
        {isConnected && <HeaderInbox part="phone-bell" />}
        <IconButton
          id={RIGHT_TOGGLE_ID}
          type="button"
          aria-label="Names and actions"
          aria-expanded={openPanel === 'right'}
          aria-controls="sidebar-right"
          onPointerDown={() => void loadSidebarRight().catch(() => undefined)}
          onClick={() => dispatch(rightSidebarToggled())}
        >
          <span aria-hidden="true">{openPanel === 'right' ? '✕' : '⋮'}</span>
        </IconButton>
      </Bar>
      {isSearching && (
        <UnderBar>
          <HeaderSearch autoFocus />
        </UnderBar>
      )}
      {(!isConnected || !isSupportedChain) && openPanel === 'none' && (
        <UnderBar aria-label="Wallet">
          {!isConnected ? (
            <ConnectButton fullWidth primary />
          ) : (
            <>
              <Warning role="status">{UNSUPPORTED_NETWORK}</Warning>
              <SwitchChainButton fullWidth />
            </>
          )}
        </UnderBar>
      )}
    </>
  )
}

const IconButton = styled.button`
  position: relative;
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.25rem;
  cursor: pointer;
`

const UnderBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} 0`};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Warning = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`
