import styled from 'styled-components'
import { config } from '../../config'
import { Card, CardTitle } from '../../ui/Card'
import { useFollowChain } from '../../store/useFollowChain'
import { useWalletSession } from '../../store/useWalletSession'
import { Hint } from './AmountField'
import { LiquidityCard } from './LiquidityCard'
import { StakeActionsCard } from './StakeActionsCard'
import { StakeOverviewCard } from './StakeOverviewCard'
import { useGetStakeOverviewQuery } from './stakeApi'

/** What follows the chain on this page: the overview (the position, the wallet's balances, the chain's clock). */
const FOLLOWED = [{ type: 'Stake' as const }]

/**
 * '/stake' (issue #14, reference §1.5): the staker's overview, Get LP (add and remove DEMO/ETH liquidity) and the
 * staking actions (deposit, claim, withdraw). Every figure comes from one batched read, refreshed on each new block
 * while the page is visible (issue #39: rewards arrive with other people's swaps, the chain's clock may jump), after
 * each confirmed write, and when the lock or the period ends on the chain's clock.
 */
export function StakeView() {
  const { address } = useWalletSession()
  const overview = useGetStakeOverviewQuery(address ?? '')
  useFollowChain(FOLLOWED)
  const data = overview.currentData

  return (
    <Column>
      <Card aria-labelledby="stake-title">
        <CardTitle as="h1" id="stake-title">
          Stake &amp; Earn
        </CardTitle>
        <Hint>
          Add {config.chatTokenSymbol} and {config.chain.nativeCurrency.symbol} to the pool to get LP tokens, stake
          them, and earn a share of the swap fees every period.
        </Hint>
        {overview.isError && !data && <ErrorText role="alert">{overview.error.message}</ErrorText>}
      </Card>
      <StakeOverviewCard overview={data} onBoundary={overview.refetch} />
      <StakeActionsCard overview={data} />
      <LiquidityCard overview={data} />
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`
