import styled from 'styled-components'
import { shortenAddress } from '../../lib/format'
import { hasInvisibleCharacters, markInvisibleCharacters } from '../../lib/invisibleCharacters'

export interface DisplayNameProps {
  /** Full username ('alice.demo'), or '' / undefined when the address has none. */
  username?: string | null
  /** Shown shortened (6+4) when there is no username. */
  address?: string | null
  /** Text when neither is known. */
  fallback?: string
}

/**
 * How a user is named everywhere in the UI: the username with each invisible character replaced by a warning sign
 * (spec §5), else the address shortened 6+4, else `fallback`. A name with invisible characters carries a tooltip
 * and an accessible note, since it may be impersonating another name.
 */
export function DisplayName({ username, address, fallback = 'Profile' }: DisplayNameProps) {
  if (username) {
    if (!hasInvisibleCharacters(username)) return <>{username}</>
    const title = 'This name contains invisible characters and may imitate another name.'
    return (
      <Suspicious title={title} aria-label={`${markInvisibleCharacters(username)} (warning: ${title})`}>
        {markInvisibleCharacters(username)}
      </Suspicious>
    )
  }
  if (address) return <span title={address}>{shortenAddress(address)}</span>
  return <>{fallback}</>
}

const Suspicious = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`
