import { Suspense, lazy } from 'react'
import { loadSearchBox } from '../../features/search'
import { shellPainted } from '../useAfterFirstPaint'

// The whole search box is off the first page (main.js is at its budget): it loads once the shell has painted, like
// the user menu. Its place in the bar is flexible space, so nothing moves when it shows.
const SearchBox = lazy(() => shellPainted.then(loadSearchBox))

/**
 * The header's message search (issue #37: features/search/SearchBox.tsx), shown once its code is in; nothing on
 * sites without an event index. `autoFocus` focuses the field when it shows (the mobile search button).
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <Suspense fallback={null}>
      <SearchBox autoFocus={autoFocus} />
    </Suspense>
  )
}
