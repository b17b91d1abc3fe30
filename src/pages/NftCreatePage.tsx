import { PlaceholderPage } from './PlaceholderPage'

/** '/nft/create' — create a collection. */
export default function NftCreatePage() {
  return <PlaceholderPage title="Create NFT" description="Create a new NFT collection. Coming to this site later." />
}
