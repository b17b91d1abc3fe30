import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { SwapToken } from '../../config/tokens'
import { balanceText } from '../../ui/AmountField'
import { TokenLogo } from './TokenLogo'
import { useTokenBalance } from '../../store/useTokenBalance'

/**
 * One token in the picker (issue #39): its logo, symbol and name, an optional badge, and the user's balance in the
 * token's own decimals ('–' without a wallet, '…' while it loads), read only while the picker is open.
 */
export function TokenOption({
  token,
  address,
  isSelected,
  onPick,
  badge,
}: {
  token: SwapToken
  /** The connected account, null for a visitor. */
  address: string | null
  isSelected: boolean
  onPick: () => void
  badge?: ReactNode
}) {
  const balance = useTokenBalance(token, address)
  return (
    <Option type="button" aria-current={isSelected || undefined} onClick={onPick}>
      <TokenLogo token={token} />
      <Names>
        <strong>{token.symbol}</strong> <small>{token.name}</small>
        {badge && <Badge> {badge}</Badge>}
      </Names>
      <Balance data-testid="token-balance">{balanceText(Boolean(address), balance, token)}</Balance>
    </Option>
  )
}

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Names = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`

const Badge = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`

const Balance = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
