import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { isLinkActive, sidebarLinks } from '../../features/layout/visibility'
import { useUsername } from '../../features/names/useUsername'
import { ProfileCard } from '../../features/profile/ProfileCard'
import { useWalletSession } from '../../features/wallet/useWalletSession'

/** Spec §2 Left sidebar: the profile card, then the site's links with the active one highlighted. */
export function SidebarLeft({ onNavigate }: { onNavigate?: () => void }) {
  const { address, isConnected } = useWalletSession()
  const { username } = useUsername(address)
  const { pathname } = useLocation()
  const links = sidebarLinks(config, { isConnected, username, address })
  return (
    <Column>
      <ProfileCard />
      <nav aria-label="Main">
        <List>
          {links.map((link) => {
            const isActive = isLinkActive(link, pathname)
            return (
              <li key={link.label}>
                <NavLink to={link.to} aria-current={isActive ? 'page' : undefined} $isActive={isActive} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            )
          })}
        </List>
      </nav>
    </Column>
  )
}

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const NavLink = styled(Link)<{ $isActive: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  color: ${({ theme, $isActive }) => ($isActive ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : 'transparent')};
  font-weight: ${({ $isActive }) => ($isActive ? 600 : 400)};
  &:hover {
    color: ${({ theme, $isActive }) => ($isActive ? theme.colors.onPrimary : theme.colors.text)};
    background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primaryHover : theme.colors.surfaceRaised)};
  }
`
