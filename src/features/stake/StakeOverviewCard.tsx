import { useEffect } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { Card, CardTitle } from '../../ui/Card'
import { formatWei } from './amounts'
import { LP_SYMBOL } from './stakeChecks'
import type { StakeOverviewData } from './stakeApi'
import { formatDuration, hasUnrolledPeriod, lockSecondsLeft, nextPeriodAt } from './time'
import { useChainClock } from './useChainClock'

const ETH = config.chain.nativeCurrency.symbol

/**
 * The staker's overview at a glance (issue #14): LP balance, stake, the lock as a live countdown, claimable
 * rewards, the period (length and time to the next one), rewards of the last period and rewards to come, the total
 * staked and the deposit limits. Without a wallet it shows the pool's figures only.
 */
export function StakeOverviewCard({
  overview,
  onBoundary,
}: {
  overview: StakeOverviewData | undefined
  /** Called once when the lock or the period ends on the chain's clock (to read the new state). */
  onBoundary: () => unknown
}) {
  const now = useChainClock(overview)
  useRefreshAtBoundaries(overview, now, onBoundary)
  const staker = overview?.staker ?? null
  const ready = overview !== undefined && now !== null
  const lockLeft = ready ? lockSecondsLeft(overview, now) : 0
  const nextPeriod = ready ? nextPeriodAt(overview.lastClaimPeriod, overview.periodLength, now) - now : 0
  const unrolled = ready && hasUnrolledPeriod(overview.lastClaimPeriod, overview.periodLength, now)
  const wei = (value: string | undefined, symbol: string) =>
    value === undefined ? '…' : `${formatWei(value)} ${symbol}`

  return (
    <Card aria-labelledby="stake-overview-title" aria-busy={!ready}>
      <CardTitle id="stake-overview-title">Your stake</CardTitle>
      <Grid>
        {staker && (
          <>
            <Item label="LP balance" testId="stake-lp-balance" value={wei(staker.lpBalanceWei, LP_SYMBOL)} />
            <Item label="Staked" testId="stake-staked" value={wei(staker.stakedWei, LP_SYMBOL)} />
            <Item
              label="Lock"
              testId="stake-lock"
              role="timer"
              value={
                BigInt(staker.stakedWei) === 0n
                  ? 'Nothing staked'
                  : lockLeft > 0
                    ? `Locked for ${formatDuration(lockLeft)}`
                    : 'Unlocked'
              }
            />
            <Item label="Claimable rewards" testId="stake-claimable" value={wei(staker.claimableWei, ETH)} />
          </>
        )}
        <Item
          label="Period length"
          testId="stake-period-length"
          value={ready ? formatDuration(overview.periodLength) : '…'}
        />
        <Item
          label="Next period in"
          testId="stake-next-period"
          role="timer"
          value={ready ? formatDuration(nextPeriod) : '…'}
        />
        <Item
          label="Rewards last period"
          testId="stake-rewards-total"
          value={wei(overview?.claimRewardsTotalWei, ETH)}
        />
        <Item label="Rewards to come" testId="stake-rewards-future" value={wei(overview?.futureRewardsWei, ETH)} />
        <Item label="Total staked" testId="stake-total-staked" value={wei(overview?.totalStakedWei, LP_SYMBOL)} />
        <Item
          label="Deposit limits"
          testId="stake-limits"
          value={
            overview ? `${formatWei(overview.minDepositWei)}–${formatWei(overview.maxDepositWei)} ${LP_SYMBOL}` : '…'
          }
        />
      </Grid>
      {unrolled && (
        <Note>
          A reward period has ended: its {ETH} is shared between the stakers at the next claim, deposit or withdrawal.
        </Note>
      )}
      {!staker && <Note>Connect your wallet to see your stake.</Note>}
    </Card>
  )
}

/**
 * Calls `refresh` once when the stake's lock or the current period ends on the chain's clock, so Withdraw enables
 * and a finished period's rewards show without waiting for the next interval.
 */
function useRefreshAtBoundaries(data: StakeOverviewData | undefined, now: number | null, refresh: () => unknown) {
  const lockEnded =
    data !== undefined && now !== null && (data.staker?.lockedSeconds ?? 0) > 0 && lockSecondsLeft(data, now) === 0
  const periodEnded =
    data !== undefined && now !== null && now >= nextPeriodAt(data.lastClaimPeriod, data.periodLength, data.chainTime)
  const due = lockEnded || periodEnded
  useEffect(() => {
    if (due) refresh()
  }, [due, refresh])
}

/**
 * One label/value pair of the overview's list. A countdown (`role="timer"`) wraps its value inside the dd: a role on
 * the dd itself would make it no longer a dd, and the list invalid (axe `definition-list`, issue #39).
 */
function Item({ label, value, testId, role }: { label: string; value: string; testId: string; role?: 'timer' }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{role ? <span role={role}>{value}</span> : value}</dd>
    </div>
  )
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
