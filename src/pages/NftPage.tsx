import { PlaceholderPage } from './PlaceholderPage'

/** '/nft' — NFT launchpad. */
export default function NftPage() {
  return <PlaceholderPage title="NFT Launchpad" description="Launch and collect NFT collections on a bonding curve. Coming to this site later." />
}
