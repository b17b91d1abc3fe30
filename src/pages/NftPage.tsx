import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { LaunchpadView } from '../features/nft'

/** '/nft' — NFT Launchpad (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftPage() {
  return (
    <FeatureGate feature="nftLaunchpad" title="NFT Launchpad" isConfigured={Boolean(config.nftLaunchpadBondingAddress)}>
      <LaunchpadView />
    </FeatureGate>
  )
}
