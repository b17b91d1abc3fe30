import { Suspense, lazy } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { config } from '../../config'
import { addToFavorites, shareOnFarcaster } from '../../features/layout/farcasterEntries'
import { isLinkActive, sidebarLinks } from '../../config/visibility'
import { useCachedUsername } from '../../store/useCachedUsername'
import { selectIsFarcaster } from '../../store/slices/environmentSlice'
import { useWalletSession } from '../../store/useWalletSession'
import { useAppSelector } from '../../store/store'
import { CHANNEL_PATHS } from '../../config/routes'
import { shellPainted } from '../useAfterFirstPaint'

/** The channels' unread badges (issue #16): the chat's code, loaded after the shell's first paint. */
const UnreadBadge = lazy(() =>
  shellPainted.then(
    () => import(/* webpackChunkName: "chat-unread" */ '../../features/chat/unread/SidebarUnreadBadge'),
  ),
)

/** Fetches the user's name into the cache this sidebar reads; loaded after the shell's first paint. */
const UsernameLoader = lazy(() =>
  shellPainted.then(() => import(/* webpackChunkName: "username-loader" */ './UsernameLoader')),
)

/** The profile card shows only for a connected user with a name: its code is not on a visitor's first page. */
const ProfileCard = lazy(() =>
  import(/* webpackChunkName: "profile-card" */ '../../features/account/ProfileCard').then((module) => ({
    default: module.ProfileCard,
  })),
)

/**
 * Spec §2 Left sidebar: the profile card, then the site's links (visibility rules in features/layout/visibility) with
 * the active one highlighted by path prefix; inside a Farcaster mini app also 'Add to Favorites' and 'Share on
 * Farcaster'. `onNavigate` closes the mobile panel after a choice.
 */
export function SidebarLeft({ onNavigate }: { onNavigate?: () => void }) {
  const { address, isConnected } = useWalletSession()
  const username = useCachedUsername(address)
  const isFarcaster = useAppSelector(selectIsFarcaster)
  const { pathname } = useLocation()
  const links = sidebarLinks(config, { isConnected, username, address })
  return (
    <Column>
      {isConnected && address && (
        <Suspense fallback={null}>
          <UsernameLoader address={address} />
        </Suspense>
      )}
      {isConnected && Boolean(username) && (
        <Suspense fallback={null}>
          <ProfileCard />
        </Suspense>
      )}
      <nav aria-label="Main">
        <List>
          {links.map((link) => {
            const isActive = isLinkActive(link, pathname)
            return (
              <li key={link.label}>
                <NavLink
                  to={link.to}
                  aria-current={isActive ? 'page' : undefined}
                  $isActive={isActive}
                  onClick={onNavigate}
                >
                  {link.label}
                  {CHANNEL_PATHS.includes(link.to) && (
                    <Suspense fallback={null}>
                      <UnreadBadge path={link.to} />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            )
          })}
        </List>
      </nav>
      {isFarcaster && (
        <List aria-label="Farcaster">
          <li>
            <EntryButton type="button" onClick={() => void addToFavorites()}>
              Add to Favorites
            </EntryButton>
          </li>
          <li>
            <EntryButton type="button" onClick={() => void shareOnFarcaster(window.location.href)}>
              Share on Farcaster
            </EntryButton>
          </li>
        </List>
      )}
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

const entryStyle = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`

const NavLink = styled(Link)<{ $isActive: boolean }>`
  ${entryStyle}
  color: ${({ theme, $isActive }) => ($isActive ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primary : 'transparent')};
  font-weight: ${({ $isActive }) => ($isActive ? 600 : 400)};
  &:hover {
    color: ${({ theme, $isActive }) => ($isActive ? theme.colors.onPrimary : theme.colors.text)};
    background: ${({ theme, $isActive }) => ($isActive ? theme.colors.primaryHover : theme.colors.surfaceRaised)};
  }
`

const EntryButton = styled.button`
  ${entryStyle}
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`
