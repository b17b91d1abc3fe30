import { useState } from 'react'

/** Virtuoso's index of the first item before any shift: high, since items may be prepended many times. */
export const FIRST_ITEM_INDEX = 1_000_000_000

/**
 * The virtual list's `firstItemIndex` after the feed's messages changed from `previous` to `next` (their indexes,
 * newest first), so that what the reader looks at stays put (issue #18):
 * - older pages appended at the end ('Load more'): unchanged;
 * - newest pages dropped by the page cap at the start: it grows by the items dropped;
 * - newer pages read again at the start after the cap dropped them (`keepPrepended`): it shrinks by the items
 *   prepended, so they appear above the reader instead of pushing the list down;
 * - new messages arriving live while the feed holds the newest page (`keepPrepended` false): unchanged, so they
 *   appear in place at the top, where the reader at the newest sees them;
 * - anything else (a refetch that changed both ends): unchanged.
 */
export function shiftFirstItemIndex(
  previous: readonly number[],
  next: readonly number[],
  firstItemIndex: number,
  keepPrepended: boolean,
): number {
  if (previous.length === 0 || next.length === 0) return firstItemIndex
  const prepended = next.indexOf(previous[0] as number)
  if (prepended >= 0) return keepPrepended ? firstItemIndex - prepended : firstItemIndex
  const dropped = previous.indexOf(next[0] as number)
  return dropped > 0 ? firstItemIndex + dropped : firstItemIndex
}

interface Tracked {
  keys: readonly number[]
  index: number
  holdsNewest: boolean
}

/**
 * `firstItemIndex` for the feed's virtual list, derived from its message indexes (`keys`, a memoised array) as they
 * change (see shiftFirstItemIndex). `holdsNewest`: whether the kept pages include the newest one; a prepend is kept
 * above the reader only when the previous render did not hold it (the prepend is then a page read again).
 */
export function useFirstItemIndex(keys: readonly number[], holdsNewest: boolean): number {
  const [tracked, setTracked] = useState<Tracked>({ keys, index: FIRST_ITEM_INDEX, holdsNewest })
  if (tracked.keys === keys) return tracked.index
  // Derived from the previous render's keys (React's "adjust state while rendering"): no extra commit, no flash.
  const index = shiftFirstItemIndex(tracked.keys, keys, tracked.index, !tracked.holdsNewest)
  setTracked({ keys, index, holdsNewest })
  return index
}
