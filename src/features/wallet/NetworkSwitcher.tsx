import styled from 'styled-components'
import { config } from '../../config'
import { Menu } from '../../ui/Menu'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from './useWalletSession'

/**
 * The navbar's network switcher for connected users (spec §2): shows the current network, or 'Unsupported network'
 * with the 'Switch to {chain name}' action.
 */
export function NetworkSwitcher() {
  const { isSupportedChain } = useWalletSession()
  const { switchChain } = useWalletActions()
  const label = isSupportedChain ? config.chain.name : 'Unsupported network'
  return (
    <Menu
      label={`Network: ${label}`}
      trigger={
        <>
          <Dot $ok={isSupportedChain} aria-hidden="true" />
          {label}
        </>
      }
      items={[{ label: `Switch to ${config.chain.name}`, onSelect: () => void switchChain() }]}
    />
  )
}

const Dot = styled.span<{ $ok: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`
