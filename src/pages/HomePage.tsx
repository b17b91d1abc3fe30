import { ChannelPage } from '../features/chat/ChannelPage'

/** '/' — General discussion, the home page: the general chat channel. */
export default function HomePage() {
  return <ChannelPage channel="general" />
}
