import { ChannelPage } from '../features/chat/ChannelPage'

/** '/shill' — Shill and discuss projects (chat channel). */
export default function ShillPage() {
  return <ChannelPage channel="shill" />
}
