import type { AppConfig } from '../../config'

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
    { to: '/memes-images', label: 'Share images & NFTs', activePrefix: '/memes-images', isVisible: true },
    { to: '/shill', label: 'Shill & discuss projects', activePrefix: '/shill', isVisible: true },
    {
      to: '/nft',
      label: 'NFT Launchpad',
      activePrefix: '/nft',
      isVisible: Boolean(config.nftLaunchpadBondingAddress) && features.nftLaunchpad,
    },
    {
      to: profilePath(context.username, context.address),
      label: 'Profile',
      activePrefix: '/profile',
      isVisible: context.isConnected && Boolean(context.username),
    },
    {
      to: '/activity-points',
      label: 'Activity Points',
      activePrefix: '/activity-points',
      isVisible: features.activityPoints && Boolean(config.activityPointsAddress),
    },
    { to: '/send-tokens', label: 'Send Tokens', activePrefix: '/send-tokens', isVisible: features.sendTokens },
    {
      to: '/stake',
      label: 'Stake & Earn',
      activePrefix: '/stake',
      isVisible: Boolean(config.stakingContractAddress) && features.stake,
    },
    {
      to: '/swap/univ2',
      label: 'Swap',
      activePrefix: '/swap',
      isVisible: Boolean(config.swapRouterAddress) && features.swap,
    },
    {
      to: '/airdrop',
      label: 'Airdrop',
      activePrefix: '/airdrop',
      isVisible: Boolean(config.airdropClaimDomainsAddress || config.airdropApAddress) && features.airdrop,
    },
    { to: '/find-user', label: 'Find User', activePrefix: '/find-user', isVisible: true },
    { to: '/about', label: 'About', activePrefix: '/about', isVisible: true },
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
  return id ? `/profile/?id=${encodeURIComponent(id)}` : '/profile'
}
