import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { PlaceholderPage } from './PlaceholderPage'

/** '/nft/collection?id=' — one NFT collection (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftCollectionPage() {
  return (
    <FeatureGate
      feature="nftLaunchpad"
      title="NFT collection"
      isConfigured={Boolean(config.nftLaunchpadBondingAddress)}
    >
      <PlaceholderPage
        title="NFT collection"
        description="One NFT collection: its art, its price curve, and a chat for its holders."
        upcoming={['Buy and sell at the current curve price', 'The holders’ chat']}
      />
    </FeatureGate>
  )
}
