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
      <Button
        variant="ghost"
        onClick={() => void onAdd()}
        isLoading={isAdding}
        aria-label={`Add ${symbol} to your wallet`}
      >
        Add to wallet
      </Button>
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`

const Amount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`
