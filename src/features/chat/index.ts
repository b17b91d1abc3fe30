/**
 * What other features use of the chat: channel table, one message's view, image preparation and upload gating, and the
 * shared clock and relative times (the inbox, issue #37).
 */
export { CHANNELS, channelOfAddress, isChannelName, postPath } from './channels'
export type { FeedKey } from './channels'
export { MessageItem } from './MessageItem'
export { MessageText } from './text/MessageText'
export { IMAGE_TYPES, ImageError, prepareImage } from './imageResize'
export type { PreparedImage } from './imageResize'
export { formatRelativeTime } from './relativeTime'
export { useClock, useIsPageVisible } from './useClock'
