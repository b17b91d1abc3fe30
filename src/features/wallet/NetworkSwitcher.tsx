import styled from 'styled-components'
import { config } from '../../config'
import { Menu } from '../../ui/Menu'
import { useWalletActions } from './useWalletActions'
import { useWalletSession } from '../../store/useWalletSession'
import { UNSUPPORTED_NETWORK } from './texts'

export { UNSUPPORTED_NETWORK }

/**
 * The navbar's network switcher for connected users (spec §2): the current network with the supported one checked,
 * or 'Unsupported network' (in the danger colour) with the action 'Switch to {chain name}'.
 */
export function NetworkSwitcher() {
  const { isSupportedChain } = useWalletSession()
  const { switchChain } = useWalletActions()
  const label = isSupportedChain ? config.chain.name : UNSUPPORTED_NETWORK
  return (
    <Menu
      label={`Network: ${label}`}
      trigger={
        <>
          <Dot $ok={isSupportedChain} aria-hidden="true" />
          <Label $ok={isSupportedChain}>{label}</Label>
        </>
      }
      items={
        isSupportedChain
          ? [{ label: config.chain.name, isChecked: true, onSelect: () => {} }]
          : [{ label: `Switch to ${config.chain.name}`, onSelect: () => void switchChain() }]
      }
    />
  )
}

const Dot = styled.span<{ $ok: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`

const Label = styled.span<{ $ok: boolean }>`
  color: ${({ $ok, theme }) => ($ok ? theme.colors.text : theme.colors.danger)};
  font-weight: ${({ $ok }) => ($ok ? 400 : 600)};
`
