import { useEffect } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { Card, CardTitle } from '../../ui/Card'
import { useWalletSession } from '../../store/useWalletSession'
import { Hint } from './AmountField'
import { LiquidityCard } from './LiquidityCard'
import { StakeActionsCard } from './StakeActionsCard'
import { StakeOverviewCard } from './StakeOverviewCard'
import type { StakeOverviewData } from './stakeApi'
import { useGetStakeOverviewQuery } from './stakeApi'
import { lockSecondsLeft, nextPeriodAt } from './time'
import { useChainClock } from './useChainClock'

/** The overview refreshes this often while the page is open: rewards arrive with other people's swaps. */
const REFRESH_MS = 15_000

/**
 * '/stake' (issue #14, reference §1.5): the staker's overview, Get LP (add and remove DEMO/ETH liquidity) and the
 * staking actions (deposit, claim, withdraw). Every figure comes from one batched read, refreshed on an interval,
 * after each confirmed write, and when the lock or the period ends on the chain's clock.
 */
export function StakeView() {
  const { address } = useWalletSession()
  const overview = useGetStakeOverviewQuery(address ?? '', { pollingInterval: REFRESH_MS })
  const data = overview.currentData
  const now = useChainClock(data)
  useRefreshAtBoundaries(data, now, overview.refetch)

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
      <StakeOverviewCard overview={data} now={now} />
      <StakeActionsCard overview={data} now={now} />
      <LiquidityCard overview={data} />
    </Column>
  )
}

/**
 * Refetches once when the stake's lock or the current period ends on the chain's clock, so Withdraw enables and
 * the period's rewards show without waiting for the next interval.
 */
function useRefreshAtBoundaries(data: StakeOverviewData | undefined, now: number | null, refetch: () => unknown) {
  const lockEnded =
    data !== undefined && now !== null && (data.staker?.lockedSeconds ?? 0) > 0 && lockSecondsLeft(data, now) === 0
  const periodEnded =
    data !== undefined && now !== null && now >= nextPeriodAt(data.lastClaimPeriod, data.periodLength, data.chainTime)
  const due = lockEnded || periodEnded
  useEffect(() => {
    if (due) refetch()
  }, [due, refetch])
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
