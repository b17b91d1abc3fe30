import { Suspense, lazy } from 'react'
import styled from 'styled-components'
import { shellPainted } from '../useAfterFirstPaint'

/**
 * The header's menus load after the shell's first paint. The user menu's code (names, pictures and the chain API under them) is requested once the shell has painted: the
 * first page carries none of RTK Query (issue #18).
 */
const UserMenu = lazy(() =>
  shellPainted.then(() =>
    import(/* webpackChunkName: "user-menu" */ '../../features/wallet/UserMenu').then((module) => ({
      default: module.UserMenu,
    })),
  ),
)

const NetworkSwitcher = lazy(() =>
  shellPainted.then(() =>
    import(/* webpackChunkName: "network-switcher" */ '../../features/wallet/NetworkSwitcher').then((module) => ({
      default: module.NetworkSwitcher,
    })),
  ),
)

/**
 * The desktop navbar's network switcher (spec §2), for connected users: a session comes back after the first paint,
 * so its code (and the menu's) waits for it.
 */
export function HeaderNetworkSwitcher() {
  return (
    <Suspense fallback={null}>
      <NetworkSwitcher />
    </Suspense>
  )
}

/** The desktop navbar's user menu (spec §2), with a placeholder of the same size while its code loads. */
export function HeaderUserMenu() {
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <UserMenu />
    </Suspense>
  )
}

/** The size of the menu's toggle: a 28 px picture, its padding and border. */
const Placeholder = styled.span`
  display: inline-block;
  width: calc(28px + 2 * ${({ theme }) => theme.space(3)} + 2px);
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`
