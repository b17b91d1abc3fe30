import { useCallback, useSyncExternalStore } from 'react'
import type { ChatServices } from '../../../services/chat/loadChatServices'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import { logger } from '../../../services/logger'
import type { BodyState } from './bodyStore'
import { createBodyStore } from './bodyStore'

/**
 * Loaded bodies kept without a message showing them: two page caps' worth (FEED_MAX_PAGES x 10 messages), so
 * scrolling within what the feed keeps never waits for a body; older ones are one synchronous peek away in the
 * services' body cache.
 */
const MAX_UNUSED_BODIES = 200

/** The chat services once their chunk has loaded (bodies are peeked synchronously from their cache after that). */
let services: ChatServices | null = null

/** The app's message bodies (see createBodyStore): the screen's level over the services' body cache. */
export const messageBodies = createBodyStore({
  load: async (url) => {
    services ??= await loadChatServices()
    return services.loadMessageBody(url).catch((error: unknown) => {
      // Spec §8: a failed read is logged; the message says it could not be loaded.
      logger.warn('Message body unavailable', error)
      throw error
    })
  },
  peek: (url) => services?.peekMessageBody(url),
  maxUnused: MAX_UNUSED_BODIES,
})

/** A message's body for the screen: loading, loaded or error (issue #18: no query-cache entry per body). */
export function useMessageBody(url: string): BodyState {
  const subscribe = useCallback((listener: () => void) => messageBodies.subscribe(url, listener), [url])
  const get = useCallback(() => messageBodies.get(url), [url])
  return useSyncExternalStore(subscribe, get, get)
}

/**
 * Re-renders whenever a body settles, and gives the text of any loaded body (memory of the screen or the services'
 * cache) without loading it: for scans over the loaded messages (mentions).
 */
export function useLoadedBodyTexts(): (url: string) => string | undefined {
  const settled = useSyncExternalStore(messageBodies.watch, messageBodies.settledCount, messageBodies.settledCount)
  // A new function per settled load, so memoised scans over it run again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((url: string) => messageBodies.peekText(url), [settled])
}
