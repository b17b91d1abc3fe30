import styled from 'styled-components'
import { useAppDispatch } from '../../store/store'
import { notify } from '../../store/toasts/notify'
import { config } from '../../config'
import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import { formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { accountApi, useGetActivityPointsQuery } from '../../store/api/accountApi'
import { CopyLinkField, useReferralLink } from '../referral'
import { ConnectButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { earningWays } from './earning'
import { exactPointsNote } from './exactPoints'
import { Leaderboard } from './Leaderboard'
import { MutedText } from '../../ui/Text'
import { tagId } from '../../lib/tagId'

/**
 * '/activity-points' (issue #7 part 3): the visitor's points (spec §5 display rules; the exact amount in the tooltip and,
 * when the rule hides part of it, in a sentence) with a refresh, how points are earned here, the referral link, and
 * the leaderboard.
 */
export function ActivityPointsView() {
  const dispatch = useAppDispatch()
  const { address } = useWalletSession()
  const points = useGetActivityPointsQuery(address ?? '', { skip: !address })
  const referralLink = useReferralLink()
  const exactNote = points.data === undefined ? '' : exactPointsNote(points.data)

  const refresh = () => {
    if (!address) return
    notify.refreshingPoints()
    dispatch(
      accountApi.util.invalidateTags([
        { type: 'Points', id: tagId(address) },
        { type: 'Points', id: 'LEADERBOARD' },
      ]),
    )
  }

  return (
    <Column>
      <Card aria-labelledby="points-title">
        <CardTitle as="h1" id="points-title">
          Activity points
        </CardTitle>
        {address ? (
          <>
            <PointsRow>
              <Points
                data-testid="activity-points-value"
                aria-busy={points.data === undefined}
                title={points.data === undefined ? undefined : `${formatUnits(points.data, 18)} AP`}
              >
                {points.data === undefined ? '…' : formatActivityPoints(activityPointsFromWei(points.data))}{' '}
                <small>AP</small>
              </Points>
              <Button
                variant="secondary"
                onClick={refresh}
                isLoading={points.isFetching}
                aria-label="Refresh activity points"
              >
                Refresh
              </Button>
            </PointsRow>
            {exactNote && <Exact data-testid="activity-points-exact">{exactNote}</Exact>}
          </>
        ) : (
          <>
            <Muted>Connect your wallet to see your points.</Muted>
            <ConnectButton />
          </>
        )}
      </Card>
      <Card aria-labelledby="earn-title">
        <CardTitle id="earn-title">How to earn points</CardTitle>
        <Ways>
          {earningWays(config).map((way) => (
            <li key={way}>{way}</li>
          ))}
        </Ways>
      </Card>
      <Card aria-labelledby="points-referral-title">
        <CardTitle id="points-referral-title">Your referral link</CardTitle>
        <Muted>Share your referral link and earn referral fees (and activity points)</Muted>
        {referralLink ? <CopyLinkField id="referral-link-points" link={referralLink} /> : <ConnectButton />}
      </Card>
      <Leaderboard />
    </Column>
  )
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const PointsRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`

const Points = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: 700;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
  small {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Exact = styled(MutedText)`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`

const Muted = styled(MutedText)`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`

const Ways = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`
