import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { truncateForMessage } from '../../lib/identity'
import { markInvisibleCharacters } from '../../lib/invisibleCharacters'
import { Spinner } from '../../ui/Spinner'
import { profilePath } from '../../config/visibility'
import { DisplayName } from '../names'
import { ProfileImage } from '../profilePicture'
import type { ProfileResolution } from '../../lib/resolveProfile'

/** The parts of a resolveProfile query result this preview reads. */
interface LookupQuery {
  currentData?: ProfileResolution
  isFetching: boolean
  isError: boolean
  error?: { message?: string }
}

/** Who a find-user entry points to, shown while typing: picture, name and address with a link to the profile. */
export function LookupResult({ query }: { query: LookupQuery }) {
  const result = query.currentData
  if (query.isError) return <Note role="alert">Could not look this up right now: {query.error?.message}</Note>
  if (!result || query.isFetching) {
    return (
      <Note aria-live="polite">
        <Spinner /> Looking up…
      </Note>
    )
  }
  if (result.status === 'unregistered') {
    // A long name is shortened (issue #39): the message must not be a wall of one name.
    return (
      <Note aria-live="polite">
        {markInvisibleCharacters(truncateForMessage(result.fullDomainName))} is not registered yet.
      </Note>
    )
  }
  if (result.status !== 'found') return null
  const link = profilePath(result.isAddressLookup ? result.address : result.fullDomainName, null)
  return (
    <Match
      to={link}
      data-testid="find-user-result"
      aria-label={`Open the profile of ${markInvisibleCharacters(result.fullDomainName) || result.address}`}
    >
      <ProfileImage domainName={result.fullDomainName || null} size={48} alt="" />
      <span>
        <strong>
          <DisplayName username={result.fullDomainName} address={result.address} />
        </strong>
        <Address>{result.address}</Address>
      </span>
    </Match>
  )
}

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Match = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  min-width: 0;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`

const Address = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`
