import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'

// The results, the query parser and the index API: their own chunk, requested when the field is first focused.
const SearchPanel = lazy(() => import(/* webpackChunkName: "search" */ './SearchPanel'))

const PANEL_ID = 'search-panel'

/** True when a key press types into something (then `/` is a character, not the shortcut). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The header's search field (issue #37): `role="searchbox"` named "Search messages"; `/` or Ctrl+K (⌘K) focuses it;
 * focus opens the results panel under it; Escape, or focus leaving the field and the panel, closes it, and so does
 * choosing a result. The shell loads this after its first paint (main.js is at its budget: bench/budgets.ts), the
 * panel loads on the first focus. Renders nothing when the site has no event index (config.indexUrl ''). `autoFocus`
 * focuses the field on mount (the mobile search button reveals it).
 */
export default function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const [text, setText] = useState('')
  const [isOpen, setIsOpen] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (autoFocus) field.current?.focus()
    const onShortcut = (event: KeyboardEvent) => {
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault()
        field.current?.focus()
      }
    }
    window.addEventListener('keydown', onShortcut)
    return () => window.removeEventListener('keydown', onShortcut)
  }, [autoFocus])
  if (!config.indexUrl) return null
  return (
    <Search
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false)
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setIsOpen(false)
      }}
    >
      <Field
        ref={field}
        type="search"
        aria-label="Search messages"
        placeholder="Search messages  /"
        aria-controls={isOpen ? PANEL_ID : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setIsOpen(true)}
      />
      <Suspense fallback={null}>
        {isOpen && <SearchPanel text={text} id={PANEL_ID} onNavigate={() => setIsOpen(false)} />}
      </Suspense>
    </Search>
  )
}

const Search = styled.div`
  position: relative;
  flex: 1;
  max-width: 28rem;
`

const Field = styled.input`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: inherit;
`
