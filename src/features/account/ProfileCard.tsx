import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { notify } from '../../store/toasts/notify'
import { useAppDispatch } from '../../store/store'
import { activityPointsFromWei, formatActivityPoints } from '../../lib/format'
import { Card } from '../../ui/Card'
import { accountApi, useGetActivityPointsQuery } from '../../store/api/accountApi'
import { ChatTokenBalance } from './ChatTokenBalance'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { useUsername } from '../../store/useUsername'
import { useWalletSession } from '../../store/useWalletSession'
import { ProfileImage } from '../profilePicture'
import { tagId } from '../../lib/tagId'

/**
 * Spec §2 Left sidebar profile card (connected with a name): the picture linking to the profile, the name, and an
 * activity-points button showing the points followed by AP (spec §5 display rules); pressing it refreshes them with
 * the 'Refreshing activity points...' toast. Below, the chat token balance with its add-to-wallet action.
 */
export function ProfileCard() {
  const dispatch = useAppDispatch()
  const { address } = useWalletSession()
  const { username } = useUsername(address, { revalidate: true })
  const showPoints = config.features.activityPoints && Boolean(config.activityPointsAddress)
  const points = useGetActivityPointsQuery(address ?? '', { skip: !address || !showPoints })
  if (!address || !username) return null
  const link = profilePath(username, address)
  const pointsText =
    points.currentData === undefined ? '…' : formatActivityPoints(activityPointsFromWei(points.currentData))
  const refresh = () => {
    notify.refreshingPoints()
    dispatch(accountApi.util.invalidateTags([{ type: 'Points', id: tagId(address) }]))
  }
  return (
    <Card aria-label="Your profile" data-testid="profile-card">
      <Row>
        <Link to={link} aria-label="Open your profile">
          <ProfileImage domainName={username} size={48} alt="" />
        </Link>
        <Name to={link} data-testid="profile-card-name" title={username}>
          <DisplayName username={username} />
        </Name>
      </Row>
      {showPoints && (
        <PointsButton
          type="button"
          onClick={refresh}
          title="Refresh activity points"
          // The name starts with the visible text, so a voice user saying what they see reaches it (label-in-name).
          aria-label={`${pointsText} AP, refresh activity points`}
          data-testid="profile-card-points"
        >
          {pointsText} AP
        </PointsButton>
      )}
      <ChatTokenBalance address={address} />
    </Card>
  )
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`

// A long name ends in an ellipsis (the whole name is the tooltip) instead of breaking mid-word.
const Name = styled(Link)`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`

const PointsButton = styled.button`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  font-weight: 600;
`
