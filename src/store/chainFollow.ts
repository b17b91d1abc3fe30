import type { HeadSource } from '../services/chain/blockWatch/newHeads'
import type { PollTiming } from '../services/chain/blockWatch/pollScheduler'
import { PollScheduler } from '../services/chain/blockWatch/pollScheduler'
import type { ChainTag } from './chainApi'

/** Whether the page is shown, and a way to hear when that changes (returns the remover). */
export interface PageVisibility {
  isVisible(): boolean
  onChange(listener: () => void): () => void
}

export interface ChainFollowerOptions {
  /** Re-reads what the tags cover (the app invalidates them: only queries on screen refetch, in one batch). */
  refresh: (tags: ChainTag[]) => unknown
  timing: PollTiming
  /** Pushed block heads (the page's one newHeads socket); a timer per block time without it. */
  heads?: HeadSource
  visibility?: PageVisibility
}

/** A follower of the chain: `follow(tags)` keeps those tags fresh per block until the returned remover is called. */
export interface ChainFollower {
  follow(tags: readonly ChainTag[]): () => void
}

const tagKey = (tag: ChainTag) => `${tag.type}:${tag.id ?? '*'}`

/** The document's visibility (always visible where there is no document, e.g. in node tests). */
export const documentVisibility: PageVisibility = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  onChange: (listener) => {
    if (typeof document === 'undefined') return () => {}
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
}

/**
 * Issue #39 "balances and figures follow the chain": balances, allowances and positions shown on the page are
 * refreshed on each new block while the tab is visible, not only after the app's own transactions. Every screen that
 * follows registers its tags; one PollScheduler (the count poll's, on the shared newHeads socket) runs while any is
 * registered and, per block, refreshes the union of the tags at once, so the reads of one block travel as one batched
 * call. Nothing is read while the page is hidden, and nothing at all once the last screen has left. Native coin
 * transfers leave no log, so every head counts (no logs-bloom filter).
 */
export function createChainFollower({
  refresh,
  timing,
  heads,
  visibility = documentVisibility,
}: ChainFollowerOptions): ChainFollower {
  const registrations = new Map<number, readonly ChainTag[]>()
  let nextId = 0
  let scheduler: PollScheduler | null = null
  let stopVisibility: (() => void) | null = null

  const union = (): ChainTag[] => {
    const byKey = new Map<string, ChainTag>()
    for (const tags of registrations.values()) for (const tag of tags) byKey.set(tagKey(tag), tag)
    return [...byKey.values()]
  }

  const startScheduler = () => {
    const created = new PollScheduler({ poll: () => refresh(union()), timing, heads })
    scheduler = created
    created.setVisible(visibility.isVisible())
    stopVisibility = visibility.onChange(() => created.setVisible(visibility.isVisible()))
    created.start()
  }

  const stopScheduler = () => {
    stopVisibility?.()
    stopVisibility = null
    scheduler?.stop()
    scheduler = null
  }

  return {
    follow(tags) {
      const id = nextId++
      registrations.set(id, tags)
      if (!scheduler) startScheduler()
      return () => {
        if (!registrations.delete(id)) return
        if (registrations.size === 0) stopScheduler()
      }
    },
  }
}
