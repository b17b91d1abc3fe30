import { useSearchParams } from 'react-router-dom'
import { FeatureGate } from './FeatureGate'
import { config } from '../config'
import { CollectionView } from '../features/nft'

/** '/nft/collection?id=' — one NFT collection (spec §2); needs the launchpad flag and a bonding contract. */
export default function NftCollectionPage() {
  const [params] = useSearchParams()
  const address = (params.get('id') ?? '').trim()
  return (
    <FeatureGate
      feature="nftLaunchpad"
      title="NFT collection"
      isConfigured={Boolean(config.nftLaunchpadBondingAddress)}
    >
      <CollectionView key={address} address={address} />
    </FeatureGate>
  )
}
