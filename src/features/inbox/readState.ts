import { useCallback, useSyncExternalStore } from 'react'

/**
 * The inbox's read state (issue #37): per address, the position of the newest item the user has marked read (the
 * "read mark"). Items newer than the mark are unread; with no mark, nothing has been read. The mark lives in
 * localStorage under a key of the lower-case address, so it survives reloads and is shared by the tabs of the site;
 * storage that is missing, full or holds something else is tolerated (treated as nothing read, writes kept in memory).
 */

/** Where the mark of `address` is stored: one key per account, any spelling of the address gives the same key. */
export const readMarkKey = (address: string): string => `inbox-read:${address.toLowerCase()}`

/** An index event position: a non-empty string of digits (indexer/ponder.schema.ts: fixed width, chain order). */
const POSITION = /^\d+$/

/** True when `position` comes after `than` in chain order (digit strings: the longer is later, else the larger). */
export function isAfter(position: string, than: string): boolean {
  return position.length !== than.length ? position.length > than.length : position > than
}

/** The read mark in a stored value, or null when there is none or it is not a position (corrupted storage). */
export function parseReadMark(stored: string | null): string | null {
  return stored !== null && POSITION.test(stored) ? stored : null
}

/** How many of `items` are newer than the read mark (all of them when there is no mark). */
export function countUnread(items: readonly { position: string }[], mark: string | null): number {
  return mark === null ? items.length : items.filter((item) => isAfter(item.position, mark)).length
}

/**
 * The unread count as the bell tells it: '' at zero, the number, or 'N+' when every item of the first page is unread
 * and older ones exist (the count of the rest is not known without reading them).
 */
export function unreadText(unread: number, pageSize: number, hasOlder: boolean): string {
  if (unread === 0) return ''
  return unread >= pageSize && hasOlder ? `${pageSize}+` : String(unread)
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const storage = (): StorageLike | null => {
  try {
    return window.localStorage
  } catch {
    // Storage blocked by the browser's settings: the marks stay in memory for this visit.
    return null
  }
}

/** Marks written this visit, by key: they stand when storage refuses the write (private mode, quota). */
const written = new Map<string, string>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** The read mark of `address`: this visit's write if any, else the stored one; null when nothing was read. */
export function loadReadMark(address: string, from: StorageLike | null = storage()): string | null {
  const key = readMarkKey(address)
  let stored: string | null = null
  try {
    stored = parseReadMark(from?.getItem(key) ?? null)
  } catch {
    // An unreadable storage holds no mark.
  }
  const inMemory = written.get(key)
  if (inMemory === undefined) return stored
  return stored !== null && isAfter(stored, inMemory) ? stored : inMemory
}

/**
 * Marks everything up to `position` read for `address`. The mark only moves forward: an older position (a stale
 * page, another tab behind) leaves a newer mark as it is.
 */
export function saveReadMark(address: string, position: string, to: StorageLike | null = storage()): void {
  if (!POSITION.test(position)) return
  const current = loadReadMark(address, to)
  if (current !== null && !isAfter(position, current)) return
  const key = readMarkKey(address)
  written.set(key, position)
  try {
    to?.setItem(key, position)
  } catch {
    // Storage full or refused: the mark holds for this visit (the in-memory copy above).
  }
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab marked its inbox read: the `storage` event comes only from other documents.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/**
 * The read mark of `address` (null: nothing read, or no address) and a function marking up to a position read. Every
 * component showing the count (the bell, the menu dot, the title) sees a change at once, other tabs on their next
 * render after the `storage` event.
 */
export function useReadMark(address: string | null): [string | null, (position: string) => void] {
  const mark = useSyncExternalStore(subscribe, () => (address ? loadReadMark(address) : null))
  const markRead = useCallback(
    (position: string) => {
      if (address) saveReadMark(address, position)
    },
    [address],
  )
  return [mark, markRead]
}

/** Forgets this visit's in-memory marks (tests start each case from storage alone). */
export function resetReadMarksForTests(): void {
  written.clear()
}
