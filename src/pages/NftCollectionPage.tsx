import { PlaceholderPage } from './PlaceholderPage'

/** '/nft/collection?id=' — one collection. */
export default function NftCollectionPage() {
  return <PlaceholderPage title="NFT collection" description="One NFT collection: buy, sell and chat with holders. Coming to this site later." />
}
