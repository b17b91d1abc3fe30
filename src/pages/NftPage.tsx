import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/nft' — NFT Launchpad (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftPage() {
  return (
    <FeatureGate feature="nftLaunchpad" title="NFT Launchpad" isConfigured={Boolean(config.nftLaunchpadBondingAddress)}>
      <PlaceholderPage
        title="NFT Launchpad"
        description="Launch and collect NFT collections priced on a bonding curve."
        upcoming={['The newest collections first', 'Links to create your own collection']}
      />
    </FeatureGate>
  )
}
