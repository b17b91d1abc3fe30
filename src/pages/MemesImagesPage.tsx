import { ChannelPage } from '../features/chat/ChannelPage'

/** '/memes-images' — Share images & NFTs (chat channel). */
export default function MemesImagesPage() {
  return <ChannelPage channel="memes-images" />
}
