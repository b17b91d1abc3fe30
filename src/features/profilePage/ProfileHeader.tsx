import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { useModals } from '../../store/modals'
import { config } from '../../config'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { VisuallyHidden } from '../../ui/VisuallyHidden'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { ProfileImage } from '../profilePicture'
import { ButtonLink } from './ButtonLink'
import { ChangePictureModal } from './ChangePictureModal'
import { CopyAddressButton } from './CopyAddressButton'
import { explorerAddressUrl } from '../../lib/explorer'
import { ROUTES } from '../../config/routes'
import { MutedText } from '../../ui/Text'

const AVATAR_SIZE = 128

export interface ProfileHeaderProps {
  /** Checksummed address of the profile's user. */
  address: string
  /** The name shown ('alice-two.demo'), or '' for a nameless address. */
  fullDomainName: string
  /** The user's main name, when it differs from the one shown it is linked. */
  mainName: string
  /** The visitor is this user (holds the name, or is the address). */
  isOwn: boolean
}

/**
 * The top of a profile (issue #7 part 1): the large picture, the full name (or the short address), the full
 * checksummed address with copy and explorer links, and the actions: the visitor's own profile offers 'Change profile
 * picture' (needs a name) and 'Change username'; someone else's named profile offers 'Send a tip'.
 */
export function ProfileHeader({ address, fullDomainName, mainName, isOwn }: ProfileHeaderProps) {
  const modals = useModals()
  const [isPictureOpen, setIsPictureOpen] = useState(false)
  const domainName = fullDomainName ? normalizeDomainName(stripTld(fullDomainName, config.tldName)) : ''
  const showTip = !isOwn && Boolean(fullDomainName) && config.features.sendTokens
  return (
    <Card aria-labelledby="profile-name" data-testid="profile-header">
      <Layout>
        <ProfileImage
          domainName={fullDomainName || null}
          size={AVATAR_SIZE}
          alt={fullDomainName ? `${fullDomainName} profile picture` : 'Default profile picture'}
        />
        <Details>
          <Name id="profile-name" data-testid="profile-name">
            <DisplayName username={fullDomainName} address={address} />
          </Name>
          {mainName && mainName !== fullDomainName && (
            <MutedText>
              Main name: <Link to={profilePath(mainName, null)}>{mainName}</Link>
            </MutedText>
          )}
          {!fullDomainName && <MutedText>No {config.tldName} name yet.</MutedText>}
          <AddressRow>
            <Address data-testid="profile-address">{address}</Address>
            <CopyAddressButton address={address} />
          </AddressRow>
          <a href={explorerAddressUrl(address)} target="_blank" rel="noopener noreferrer">
            View on block explorer <span aria-hidden="true">↗</span>
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
          <Actions>
            {isOwn && domainName && (
              <Button variant="secondary" onClick={() => setIsPictureOpen(true)}>
                Change profile picture
              </Button>
            )}
            {isOwn && (
              <Button variant="secondary" onClick={() => modals.open('changeUsername')}>
                Change username
              </Button>
            )}
            {showTip && (
              <ButtonLink to={`${ROUTES.sendTokens}?to=${encodeURIComponent(fullDomainName)}`}>Send a tip</ButtonLink>
            )}
          </Actions>
          {isOwn && !domainName && (
            <MutedText>
              Mint a {config.tldName} name (‘Get a {config.tldName} name’) to get a username and a profile picture.
            </MutedText>
          )}
        </Details>
      </Layout>
      {isPictureOpen && domainName && (
        <ChangePictureModal
          domainName={domainName}
          fullDomainName={fullDomainName}
          holder={address}
          onClose={() => setIsPictureOpen(false)}
        />
      )}
    </Card>
  )
}

const Layout = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(5)};
  align-items: flex-start;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: center;
    text-align: center;
  }
`

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    align-items: center;
  }
`

const Name = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  overflow-wrap: anywhere;
`

const AddressRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;
`

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
`
