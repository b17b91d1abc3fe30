import type { LoadedBody } from '../../../services/chat/types'

/** What a message's body is to the screen: loading, loaded, or unavailable (missing, not a body, timed out). */
export type BodyState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly body: LoadedBody }
  | { readonly status: 'error' }

export interface BodyStoreOptions {
  /** Loads a body (the services' body loader: its memory and storage caches, else one GET). Rejects when unavailable. */
  load: (url: string) => Promise<LoadedBody>
  /** A body the second level already holds, synchronously (so a remounted message shows its text at once). */
  peek?: (url: string) => LoadedBody | undefined
  /** Loaded bodies kept without a subscriber (least recently used dropped first). */
  maxUnused: number
}

interface Entry {
  state: BodyState
  listeners: Set<() => void>
}

const LOADING: BodyState = { status: 'loading' }
const ERROR: BodyState = { status: 'error' }

/**
 * The screen's message bodies by URL (issue #18), outside the Redux store on purpose: one query-cache entry per body
 * made every object keyed by query (queries, subscriptions, provided tags, removal timers) grow by one key per message
 * scrolled past, and V8 gives each such key a new hidden class (~9 MB for 1,000 messages, docs/perf/). Here a
 * body is one `Map` entry: held while a message shows it, then among the `maxUnused` most recently used, then only in
 * the second level (`load`/`peek`: the services' body cache, then the HTTP cache or service worker), so a message
 * scrolled back to never fetches its body from the network again. A failed load is not kept: the next mount retries.
 *
 * `get` and `subscribe` fit React's useSyncExternalStore (`get` returns the same object until the state changes).
 */
export function createBodyStore({ load, peek, maxUnused }: BodyStoreOptions) {
  const entries = new Map<string, Entry>()
  /** Loaded bodies without a subscriber, oldest first (Map keeps insertion order). */
  const unused = new Map<string, true>()
  const watchers = new Set<() => void>()
  let settled = 0

  const settle = (url: string, state: BodyState) => {
    const entry = entries.get(url)
    if (!entry) return
    entry.state = state
    if (entry.listeners.size === 0) release(url, entry)
    settled += 1
    entry.listeners.forEach((listener) => listener())
    watchers.forEach((watcher) => watcher())
  }

  /** The last subscriber left: keep a loaded body among the recent unused ones, forget anything else. */
  const release = (url: string, entry: Entry) => {
    if (entry.state.status === 'loading') return
    if (entry.state.status === 'error') {
      entries.delete(url)
      return
    }
    unused.delete(url)
    unused.set(url, true)
    while (unused.size > maxUnused) {
      const oldest = unused.keys().next().value as string
      unused.delete(oldest)
      entries.delete(oldest)
    }
  }

  const start = (url: string): Entry => {
    const known = peek?.(url)
    const entry: Entry = { state: known ? { status: 'loaded', body: known } : LOADING, listeners: new Set() }
    entries.set(url, entry)
    if (!known) {
      load(url).then(
        (body) => settle(url, { status: 'loaded', body }),
        () => settle(url, ERROR),
      )
    }
    return entry
  }

  return {
    /** The body's state; `loading` for a URL nobody asked for yet (subscribing starts it). */
    get(url: string): BodyState {
      const entry = entries.get(url)
      if (entry) return entry.state
      const known = peek?.(url)
      if (!known) return LOADING
      // Remember it, so the next `get` returns the same object (useSyncExternalStore compares them).
      const remembered = start(url)
      release(url, remembered)
      return remembered.state
    },
    /** Watches one body; starts loading it when it is neither held nor in the second level. Returns the unsubscribe. */
    subscribe(url: string, listener: () => void): () => void {
      const entry = entries.get(url) ?? start(url)
      entry.listeners.add(listener)
      unused.delete(url)
      return () => {
        entry.listeners.delete(listener)
        if (entry.listeners.size === 0 && entries.get(url) === entry) release(url, entry)
      }
    },
    /** A loaded body's text from either level, without loading anything (the mentions scan). */
    peekText(url: string): string | undefined {
      const state = entries.get(url)?.state
      return state?.status === 'loaded' ? state.body.text : peek?.(url)?.text
    },
    /** Called after any body this store loads settles (the mentions scan reads the texts again). */
    watch(watcher: () => void): () => void {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    /** How many loads have settled: changes whenever `watch` calls (useSyncExternalStore's snapshot for it). */
    settledCount(): number {
      return settled
    },
    /** Bodies held: shown ones and the recent unused ones (tests, and a check that the store stays bounded). */
    get size(): number {
      return entries.size
    },
  }
}

export type BodyStore = ReturnType<typeof createBodyStore>
