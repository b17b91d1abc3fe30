import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/nft/create' — Create NFT (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftCreatePage() {
  return (
    <FeatureGate feature="nftLaunchpad" title="Create NFT" isConfigured={Boolean(config.nftLaunchpadBondingAddress)}>
      <PlaceholderPage
        title="Create NFT"
        description="Create a new NFT collection with its name, image and pricing curve."
        upcoming={['A preview of the collection before you launch it', 'The launch fee shown up front']}
      />
    </FeatureGate>
  )
}
