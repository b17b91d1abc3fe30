import type webpack from 'webpack'
import type { ChannelName } from '../src/config'
import { CHANNELS } from '../src/features/chat/channels'

/**
 * The named chunk groups a channel's page imports as it mounts (the `webpackChunkName`s of its route and of the chat
 * services it requests with it, src/app/routes.tsx).
 */
export const CHANNEL_CHUNK_GROUPS: Readonly<Record<ChannelName, readonly string[]>> = {
  general: ['page-home', 'chat'],
  shill: ['page-shill', 'chat'],
  'memes-images': ['page-memes-images', 'chat'],
}

/** The entry script's URL and, by channel page path, the URLs of the JS files that page loads after main.js. */
export interface ChannelPageCode {
  mainScript: string
  chunksByPath: Record<string, string[]>
}

/**
 * Reads the channel pages' code from a finished compilation (for index.html's inline script, scripts/earlyReads.ts).
 * Throws when a chunk group of CHANNEL_CHUNK_GROUPS is missing, so a renamed route fails the build instead of
 * silently preloading nothing.
 */
export function channelPageCode(compilation: webpack.Compilation, publicPath = '/'): ChannelPageCode {
  const urlsOf = (files: Iterable<string>) =>
    [...files].filter((file) => file.endsWith('.js')).map((file) => publicPath + file)
  const main = compilation.entrypoints.get('main')
  const [mainScript] = main ? urlsOf(main.getFiles()) : []
  if (!mainScript) throw new Error('The compilation has no main entry script')
  const chunksByPath: Record<string, string[]> = {}
  for (const [channel, groups] of Object.entries(CHANNEL_CHUNK_GROUPS) as [ChannelName, readonly string[]][]) {
    const files = new Set<string>()
    for (const name of groups) {
      const group = compilation.namedChunkGroups.get(name)
      if (!group)
        throw new Error(`No chunk group "${name}": CHANNEL_CHUNK_GROUPS is out of date with src/app/routes.tsx`)
      for (const chunk of group.chunks) for (const file of chunk.files) files.add(file)
    }
    chunksByPath[CHANNELS[channel].path] = urlsOf(files)
  }
  return { mainScript, chunksByPath }
}
