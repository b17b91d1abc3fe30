import { PlaceholderPage } from './PlaceholderPage'

/** '/memes-images' — Share images & NFTs (chat channel). */
export default function MemesImagesPage() {
  return <PlaceholderPage title="Share images & NFTs" description="A channel for images and NFTs. The live feed is being built." />
}
