import { useState } from 'react'
import styled from 'styled-components'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { formatAmount, formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { useGetTokenBalanceQuery } from '../../store/api/accountApi'

// The add-token action is fetched on its first use: nobody needs it for the first paint.
const loadAddChatToken = () => import(/* webpackChunkName: "add-chat-token" */ './addChatToken')

/**
 * The user's chat token balance (spec §3 Wallet user: wei divided by 10^18, '0' when the read failed) with an
 * action that adds the token to the wallet. The figure is rounded down to 4 decimals; the exact amount is in the
 * tooltip and the accessible label.
 */
export function ChatTokenBalance({ address }: { address: string }) {
  const balance = useGetTokenBalanceQuery(
    { token: config.chatTokenAddress, address },
    { skip: !config.chatTokenAddress },
  )
  const [isAdding, setIsAdding] = useState(false)
  const onAdd = async () => {
    setIsAdding(true)
    try {
      await (await loadAddChatToken()).addChatToken()
    } catch {
      notify.error('Could not load the app code. Check your connection and reload.')
    } finally {
      setIsAdding(false)
    }
  }
  if (!config.chatTokenAddress) return null
  const symbol = config.chatTokenSymbol
  const wei = balance.currentData
  const exact = wei === undefined ? null : `${formatUnits(wei, config.chatTokenDecimals)} ${symbol}`
  return (
    <Row>
      <Amount
        data-testid="chat-token-balance"
        title={exact ?? undefined}
        aria-label={exact ? `Chat token balance: ${exact}` : 'Chat token balance loading'}
      >
        {wei === undefined ? '…' : formatAmount(wei, config.chatTokenDecimals, 4)} {symbol}
      </Amount>
      {/* The accessible name is the visible text (WCAG 2.5.3); the token it adds is the tooltip/description. */}
      <AddButton
        variant="ghost"
        onClick={() => void onAdd()}
        isLoading={isAdding}
        title={`Add ${symbol} to your wallet`}
      >
        Add to wallet
      </AddButton>
    </Row>
  )
}

// Each part keeps to one line; when the sidebar is too narrow for both, the button moves under the amount.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`

const Amount = styled.span`
  white-space: nowrap;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

// Small enough to sit beside a short balance in the 240 px sidebar.
const AddButton = styled(Button)`
  white-space: nowrap;
  padding-inline: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
