import { config, type ChannelName } from '../../config'
import { ROUTES } from '../../config/routes'

/** The three chat channels (spec §2 routes): page path, title and a line about what belongs there. */
export const CHANNELS: Readonly<Record<ChannelName, { path: string; title: string; description: string }>> = {
  general: { path: '/', title: 'General discussion', description: 'The community chat: say hi, ask, share.' },
  'memes-images': { path: ROUTES.memesImages, title: 'Share images & NFTs', description: 'Memes, pictures and NFTs.' },
  shill: { path: ROUTES.shill, title: 'Shill & discuss projects', description: 'Share and discuss projects.' },
}

/** True for a configured channel name (the post page accepts names only, never contract addresses). */
export const isChannelName = (value: string | null | undefined): value is ChannelName =>
  typeof value === 'string' && Object.hasOwn(CHANNELS, value)

/** Issue #5 part 6: the post page of main message `index` in `channel`. */
export const postPath = (channel: ChannelName, index: number): string => `${ROUTES.post}?id=${index}&channel=${channel}`

/** The site's channel whose contract is `address` (either case); null for one it does not know (an index's answer). */
export function channelOfAddress(address: string): ChannelName | null {
  const wanted = address.toLowerCase()
  const names = Object.keys(config.chatChannels) as ChannelName[]
  return names.find((name) => config.chatChannels[name].toLowerCase() === wanted) ?? null
}

/** A feed: a channel's main messages, or the replies of one main message. */
export interface FeedKey {
  channel: ChannelName
  parentIndex: number | null
}
