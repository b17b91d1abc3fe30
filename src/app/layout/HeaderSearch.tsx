import { Suspense, lazy, useRef } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { loadSearchBox } from '../../features/search'
import { shellPainted } from '../useAfterFirstPaint'

// Everything but the field: its behaviour after the first paint, the results when it is first focused.
const SearchBox = lazy(() => shellPainted.then(loadSearchBox))

/**
 * The header's search field (issue #37): `role="searchbox"` named "Search messages". main.js is at its budget, so
 * the shell renders only this uncontrolled input; features/search/SearchBox.tsx brings the rest (shortcuts, results)
 * and takes over whatever was typed before it loaded. Not rendered when the site has no event index (config.indexUrl
 * ''). `autoFocus` focuses it on mount (the mobile search button reveals it).
 */
export function HeaderSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const field = useRef<HTMLInputElement>(null)
  return config.indexUrl ? (
    <Search role="search">
      <input ref={field} type="search" aria-label="Search messages" placeholder="Search  /" autoFocus={autoFocus} />
      <Suspense fallback={null}>
        <SearchBox field={field} />
      </Suspense>
    </Search>
  ) : null
}

const Search = styled.div`
  position: relative;
  flex: 1;
  max-width: 28rem;
  > input {
    width: 100%;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: inherit;
  }
`
