import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { ConnectButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import { ButtonLink } from './ButtonLink'
import { useResolveProfileQuery } from '../../store/api/profileApi'
import { ProfileHeader } from './ProfileHeader'
import { ProfileStats } from './ProfileStats'
import { RecentPosts } from './RecentPosts'
import { StatusCard } from './StatusCard'
import { ROUTES } from '../../config/routes'
import { MutedText } from '../../ui/Text'

const findUserLink = (
  <ButtonLink to={ROUTES.findUser} $variant="secondary">
    Find a user
  </ButtonLink>
)

/**
 * The profile screen for `id` (a name with or without the tld, or an address; issue #7 part 1). Without an id it
 * shows the connected visitor's own profile. Every other outcome is said plainly: a malformed id, an unregistered
 * name, a failed read. It never shows someone else's data in place of the one asked for.
 */
export function ProfileView({ id }: { id: string }) {
  const { address: visitor } = useWalletSession()
  const lookup = id.trim() || visitor || ''
  const profile = useResolveProfileQuery(lookup, { skip: !lookup })
  // currentData, not data: while another id loads, the previous profile must not stay on screen.
  const resolution = profile.currentData

  if (!lookup) {
    return (
      <StatusCard
        title="Your profile"
        actions={
          <>
            <ConnectButton />
            {findUserLink}
          </>
        }
      >
        <p>Connect your wallet to see your profile, or look up someone else’s.</p>
      </StatusCard>
    )
  }
  if (profile.isError) {
    return (
      <StatusCard
        title="Could not load this profile"
        isError
        actions={
          <Button onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
            Try again
          </Button>
        }
      >
        <p>{profile.error.message}</p>
      </StatusCard>
    )
  }
  if (!resolution) {
    return (
      <StatusCard title="Profile">
        <Loading aria-busy="true">
          <Spinner size={24} /> Loading the profile…
        </Loading>
      </StatusCard>
    )
  }
  switch (resolution.status) {
    case 'empty':
    case 'invalid':
      return (
        <StatusCard title="Not a valid name or address" isError actions={findUserLink}>
          <p>
            “{id}” cannot be looked up{resolution.status === 'invalid' ? `: ${resolution.message}` : '.'}
          </p>
        </StatusCard>
      )
    case 'unregistered':
      return (
        <StatusCard
          title={`${markInvisibleCharacters(resolution.fullDomainName)} is not registered`}
          actions={findUserLink}
        >
          <p>Nobody holds this name yet, so there is no profile to show.</p>
          <p>Anyone can get it with ‘Get a {config.tldName} name’.</p>
        </StatusCard>
      )
    case 'found': {
      const isOwn = visitor?.toLowerCase() === resolution.address.toLowerCase()
      return (
        <Column>
          <ProfileHeader
            address={resolution.address}
            fullDomainName={resolution.fullDomainName}
            mainName={resolution.mainName}
            isOwn={isOwn}
          />
          <ProfileStats address={resolution.address} />
          <RecentPosts address={resolution.address} />
          {!id.trim() && (
            <MutedText>
              This is your own profile. <Link to={ROUTES.findUser}>Find another user</Link>
            </MutedText>
          )}
        </Column>
      )
    }
  }
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`
