import styled from 'styled-components'
import { leftSidebarToggled, rightSidebarToggled, selectOpenPanel } from '../../features/layout/layoutSlice'
import { ConnectButton } from '../../features/wallet/ConnectButton'
import { SwitchChainButton } from '../../features/wallet/SwitchChainButton'
import { useWalletSession } from '../../features/wallet/useWalletSession'
import { useAppDispatch, useAppSelector } from '../store'
import { Logo } from './Logo'
import { Bar } from './NavbarDesktop'

/**
 * Spec §2 Mobile navbar (< 1000 px): left-sidebar toggle, logo, right-sidebar toggle; under the bar a card with the
 * connect button when disconnected, or the switch-network button on an unsupported chain.
 */
export function NavbarMobile() {
  const dispatch = useAppDispatch()
  const openPanel = useAppSelector(selectOpenPanel)
  const { isConnected, isSupportedChain } = useWalletSession()
  return (
    <>
      <Bar>
        <IconButton
          type="button"
          aria-label="Menu"
          aria-expanded={openPanel === 'left'}
          aria-controls="sidebar-left"
          onClick={() => dispatch(leftSidebarToggled())}
        >
          ☰
        </IconButton>
        <Logo />
        <IconButton
          type="button"
          aria-label="Names and actions"
          aria-expanded={openPanel === 'right'}
          aria-controls="sidebar-right"
          onClick={() => dispatch(rightSidebarToggled())}
        >
          ⋮
        </IconButton>
      </Bar>
      {(!isConnected || !isSupportedChain) && openPanel === 'none' && (
        <UnderBar>
          {!isConnected ? (
            <ConnectButton fullWidth />
          ) : (
            <>
              <Warning role="status">Unsupported network</Warning>
              <SwitchChainButton fullWidth />
            </>
          )}
        </UnderBar>
      )}
    </>
  )
}

const IconButton = styled.button`
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.25rem;
  cursor: pointer;
`

const UnderBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Warning = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`
