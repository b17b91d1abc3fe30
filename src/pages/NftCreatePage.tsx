import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { CreateCollectionForm } from '../features/nft'

/** '/nft/create' — Create NFT (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftCreatePage() {
  return (
    <FeatureGate feature="nftLaunchpad" title="Create NFT" isConfigured={Boolean(config.nftLaunchpadBondingAddress)}>
      <CreateCollectionForm />
    </FeatureGate>
  )
}
