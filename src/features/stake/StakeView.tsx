import { skipToken } from '@reduxjs/toolkit/query'
import styled from 'styled-components'
import { config } from '../../config'
import { Card, CardTitle } from '../../ui/Card'
import { useFollowChain } from '../../store/useFollowChain'
import { useWalletSession } from '../../store/useWalletSession'
import { Muted } from '../../ui/Form'
import { LiquidityCard } from './LiquidityCard'
import { StakeActionsCard } from './StakeActionsCard'
import { StakeOverviewCard } from './StakeOverviewCard'
import { aprText, estimateApr } from './apr'
import type { StakeOverviewData } from './stakeApi'
import { useGetPeriodRollsQuery, useGetRemoveLiquidityQuoteQuery, useGetStakeOverviewQuery } from './stakeApi'

/** What follows the chain on this page: the overview (the position, the wallet's balances, the chain's clock). */
const FOLLOWED = [{ type: 'Stake' as const }]

/**
 * '/stake' (issue #14, reference §1.5): the staker's overview, Get LP (add and remove DEMO/ETH liquidity) and the
 * staking actions (deposit, claim, withdraw). Every figure comes from one batched read, refreshed on each new block
 * while the page is visible (issue #39: rewards arrive with other people's swaps, the chain's clock may jump), after
 * each confirmed write, and when the lock or the period ends on the chain's clock.
 *
 * The first action comes first (issue #39: on a phone the overview's figures took ~800 px before it): the staking
 * actions, or Get LP tokens for a wallet without LP to stake; the overview follows. Keys keep each card's form
 * when the order changes (LP arriving moves the staking actions up).
 */
export function StakeView() {
  const { address } = useWalletSession()
  const overview = useGetStakeOverviewQuery(address ?? '')
  useFollowChain(FOLLOWED)
  const data = overview.currentData
  const overviewCard = <StakeOverviewCard key="overview" overview={data} onBoundary={overview.refetch} />
  const actions = <StakeActionsCard key="actions" overview={data} />
  const liquidity = <LiquidityCard key="liquidity" overview={data} />

  return (
    <Column>
      <Card aria-labelledby="stake-title">
        <CardTitle as="h1" id="stake-title">
          Stake &amp; Earn
        </CardTitle>
        <Muted>
          Add {config.chatTokenSymbol} and {config.chain.nativeCurrency.symbol} to the pool to get LP tokens, stake
          them, and earn a share of the swap fees every period.
        </Muted>
        <AprLine overview={data} />
        {overview.isError && !data && <ErrorText role="alert">{overview.error.message}</ErrorText>}
      </Card>
      {needsLp(data) ? [liquidity, actions, overviewCard] : [actions, overviewCard, liquidity]}
    </Column>
  )
}

/** A connected wallet with no LP tokens, staked or not: it has to get some before it can deposit. */
function needsLp(data: StakeOverviewData | undefined): boolean {
  const staker = data?.staker
  return staker ? BigInt(staker.lpBalanceWei) === 0n && BigInt(staker.stakedWei) === 0n : false
}

/**
 * The APR estimate and its basis: the period rolls (read again only when a period rolls) over the value staked now
 * (twice the ETH side of the staked LP, from the removal quote the page also uses).
 */
function AprLine({ overview }: { overview: StakeOverviewData | undefined }) {
  const rolls = useGetPeriodRollsQuery(
    overview ? { lastClaimPeriod: overview.lastClaimPeriod, periodLength: overview.periodLength } : skipToken,
  )
  const totalStakedWei = overview?.totalStakedWei ?? '0'
  const value = useGetRemoveLiquidityQuoteQuery(totalStakedWei, {
    skip: !config.swapRouterAddress || totalStakedWei === '0',
  })
  const read = rolls.currentData ?? rolls.data
  const ethWei = totalStakedWei === '0' ? '0' : (value.currentData ?? value.data)?.ethWei
  const estimate =
    overview && read && ethWei !== undefined
      ? estimateApr({ ...read, periodLength: overview.periodLength, stakedValueWei: (BigInt(ethWei) * 2n).toString() })
      : undefined
  const failed = rolls.isError || value.isError
  return (
    <AprText data-testid="stake-apr" aria-live="polite">
      {estimate ? aprText(estimate) : failed ? 'APR: the reward history could not be read.' : 'APR: …'}
    </AprText>
  )
}

const AprText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`
