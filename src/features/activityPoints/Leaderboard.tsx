import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { Spinner } from '../../ui/Spinner'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { ProfileImage } from '../profilePicture'
import { useWalletSession } from '../../store/useWalletSession'
import { LEADERBOARD_SIZE, useGetLeaderboardQuery } from './leaderboardApi'
import { StatusLine } from '../../ui/Text'

export const UNAVAILABLE_MESSAGE =
  'The leaderboard is not available on this network: its activity points contract cannot list its holders.'

/**
 * The top holders of activity points (issue #7 part 3), read from the chain in a few batched calls. Where the
 * contract cannot list its users, it says the board is unavailable rather than showing a partial or made-up one.
 */
export function Leaderboard() {
  const { address } = useWalletSession()
  const board = useGetLeaderboardQuery()
  return (
    <Card aria-labelledby="leaderboard-title" data-testid="leaderboard">
      <CardTitle id="leaderboard-title">Leaderboard</CardTitle>
      {board.isError ? (
        <Problem role="alert">
          Could not load the leaderboard: {board.error.message}{' '}
          <Button variant="secondary" onClick={() => void board.refetch()} isLoading={board.isFetching}>
            Try again
          </Button>
        </Problem>
      ) : !board.data ? (
        <StatusLine aria-busy="true">
          <Spinner /> Loading the leaderboard…
        </StatusLine>
      ) : !board.data.available ? (
        <StatusLine>{UNAVAILABLE_MESSAGE}</StatusLine>
      ) : board.data.entries.length === 0 ? (
        <StatusLine>Nobody has activity points yet.</StatusLine>
      ) : (
        <>
          <Table>
            <caption>
              Top {Math.min(LEADERBOARD_SIZE, board.data.entries.length)} of {board.data.userCount} users with points
            </caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">User</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {board.data.entries.map((entry) => {
                const isYou = address?.toLowerCase() === entry.address.toLowerCase()
                return (
                  <Row key={entry.address} $isYou={isYou} data-testid="leaderboard-row">
                    <td>{entry.rank}</td>
                    <td>
                      <UserLink to={profilePath(entry.username, entry.address)}>
                        <ProfileImage domainName={entry.username || null} size={28} alt="" />
                        <DisplayName username={entry.username} address={entry.address} />
                        {isYou && <YouBadge>you</YouBadge>}
                      </UserLink>
                    </td>
                    <td>{formatActivityPoints(activityPointsFromWei(entry.pointsWei))} AP</td>
                  </Row>
                )
              })}
            </tbody>
          </Table>
          {board.data.rankedCount < board.data.userCount && (
            <StatusLine>
              Ranked among the first {board.data.rankedCount} of {board.data.userCount} users.
            </StatusLine>
          )}
        </>
      )}
    </Card>
  )
}

const Problem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.danger};
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th {
    text-align: left;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    width: 3.5rem;
    text-align: center;
  }
  th:last-child,
  td:last-child {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`

const Row = styled.tr<{ $isYou: boolean }>`
  background: ${({ theme, $isYou }) => ($isYou ? theme.colors.surfaceRaised : 'transparent')};
  font-weight: ${({ $isYou }) => ($isYou ? 600 : 400)};
`

const UserLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const YouBadge = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
`
