import type { AppConfig } from '.'
import { ROUTES } from './routes'

/** A left-sidebar link (spec §2 Left sidebar). */
export interface SidebarLink {
  to: string
  label: string
  /** Path prefix that marks the link active. */
  activePrefix: string
}

/** What the visibility rules depend on besides config. */
export interface VisibilityContext {
  isConnected: boolean
  /** The user's username (full name) or ''. */
  username: string
  address: string | null
}

/**
 * Spec §2 Left sidebar, in order, with the visibility rules: feature flags and contract addresses decide the optional
 * links; Profile needs a connection with a name; Find User and About always show.
 */
export function sidebarLinks(config: AppConfig, context: VisibilityContext): SidebarLink[] {
  const { features } = config
  const candidates: (SidebarLink & { isVisible: boolean })[] = [
    { to: '/', label: 'General discussion', activePrefix: '/', isVisible: true },
    { to: ROUTES.memesImages, label: 'Share images & NFTs', activePrefix: ROUTES.memesImages, isVisible: true },
    { to: ROUTES.shill, label: 'Shill & discuss projects', activePrefix: ROUTES.shill, isVisible: true },
    {
      to: ROUTES.nft,
      label: 'NFT Launchpad',
      activePrefix: ROUTES.nft,
      isVisible: Boolean(config.nftLaunchpadBondingAddress) && features.nftLaunchpad,
    },
    {
      to: profilePath(context.username, context.address),
      label: 'Profile',
      activePrefix: ROUTES.profile,
      isVisible: context.isConnected && Boolean(context.username),
    },
    {
      to: ROUTES.activityPoints,
      label: 'Activity Points',
      activePrefix: ROUTES.activityPoints,
      isVisible: features.activityPoints && Boolean(config.activityPointsAddress),
    },
    { to: ROUTES.sendTokens, label: 'Send Tokens', activePrefix: ROUTES.sendTokens, isVisible: features.sendTokens },
    {
      to: ROUTES.stake,
      label: 'Stake & Earn',
      activePrefix: ROUTES.stake,
      isVisible: Boolean(config.stakingContractAddress) && features.stake,
    },
    {
      to: ROUTES.swapUniV2,
      label: 'Swap',
      activePrefix: '/swap',
      isVisible: Boolean(config.swapRouterAddress) && features.swap,
    },
    {
      to: ROUTES.airdrop,
      label: 'Airdrop',
      activePrefix: ROUTES.airdrop,
      isVisible: Boolean(config.airdropClaimDomainsAddress || config.airdropApAddress) && features.airdrop,
    },
    { to: ROUTES.findUser, label: 'Find User', activePrefix: ROUTES.findUser, isVisible: true },
    { to: ROUTES.about, label: 'About', activePrefix: ROUTES.about, isVisible: true },
  ]
  return candidates.filter((link) => link.isVisible).map(({ isVisible: _isVisible, ...link }) => link)
}

/** True when `pathname` is inside the link's section ('/' only matches the home page). */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  if (link.activePrefix === '/') return pathname === '/'
  return pathname === link.activePrefix || pathname.startsWith(`${link.activePrefix}/`)
}

/** Spec §2: the profile link uses the username if any, else the wallet address, else plain /profile. */
export function profilePath(username: string, address: string | null): string {
  const id = username || address
  return id ? `${ROUTES.profile}/?id=${encodeURIComponent(id)}` : ROUTES.profile
}
