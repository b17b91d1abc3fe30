import type { AppConfig } from '../../config'

/**
 * How points are earned on this site, from its config (issue #7 part 3): always by spending on names and by
 * referrals; the NFT launchpad and swap lines only where those features are switched on and deployed.
 */
export function earningWays(
  config: Pick<AppConfig, 'tldName' | 'features' | 'nftLaunchpadBondingAddress' | 'swapRouterAddress'>,
): string[] {
  const ways = [
    `Mint a ${config.tldName} name: what you pay for it is added to your points.`,
    'Share your referral link: when someone you invited mints a name, you earn a referral fee and points.',
  ]
  if (config.features.nftLaunchpad && config.nftLaunchpadBondingAddress)
    ways.push('Launch or mint NFT collections on the NFT Launchpad.')
  if (config.features.swap && config.swapRouterAddress) ways.push('Swap tokens with the site’s swap.')
  return ways
}
