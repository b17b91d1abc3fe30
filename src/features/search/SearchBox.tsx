import type { RefObject } from 'react'
import { Suspense, lazy, useEffect, useState } from 'react'

// The results, the query parser and the index API: their own chunk, requested when the field is first focused.
const SearchPanel = lazy(() => import(/* webpackChunkName: "search" */ './SearchPanel'))

const PANEL_ID = 'search-panel'

/** True when a key press types into something (then `/` is a character, not the shortcut). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))

/**
 * The behaviour of the header's search field (issue #37), which the shell renders as a plain uncontrolled input
 * (app/layout/HeaderSearch.tsx) so that main.js carries only the field (its budget: bench/budgets.ts). Mounted after
 * the first paint, it takes the field as it finds it (text typed meanwhile, focus) and listens to it: `/` or Ctrl+K
 * (⌘K) focuses it; focus opens the results panel under it; Escape, or focus leaving the field and the panel, closes
 * it; choosing a result closes it too. `field` is the shell's input, inside the element the panel is positioned in.
 */
export default function SearchBox({ field }: { field: RefObject<HTMLInputElement | null> }) {
  // What the shell's field holds when this code arrives: text typed meanwhile, and the focus.
  const [text, setText] = useState(() => field.current?.value ?? '')
  const [isOpen, setIsOpen] = useState(() => field.current !== null && document.activeElement === field.current)

  useEffect(() => {
    const input = field.current
    const box = input?.parentElement
    if (!input || !box) return
    input.setAttribute('aria-controls', PANEL_ID)
    const onInput = () => setText(input.value)
    const onFocus = () => setIsOpen(true)
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) setIsOpen(false)
    }
    const onBoxKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false)
    }
    const onShortcut = (event: KeyboardEvent) => {
      if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault()
        input.focus()
        setIsOpen(true)
      }
    }
    input.addEventListener('input', onInput)
    input.addEventListener('focus', onFocus)
    box.addEventListener('focusout', onFocusOut)
    box.addEventListener('keydown', onBoxKey)
    window.addEventListener('keydown', onShortcut)
    return () => {
      input.removeEventListener('input', onInput)
      input.removeEventListener('focus', onFocus)
      box.removeEventListener('focusout', onFocusOut)
      box.removeEventListener('keydown', onBoxKey)
      window.removeEventListener('keydown', onShortcut)
    }
  }, [field])

  useEffect(() => {
    field.current?.setAttribute('aria-expanded', String(isOpen))
  }, [field, isOpen])

  return (
    <Suspense fallback={null}>
      {isOpen && <SearchPanel text={text} id={PANEL_ID} onNavigate={() => setIsOpen(false)} />}
    </Suspense>
  )
}
