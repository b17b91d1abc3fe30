/** What counts as the reader doing something (issue #18): the idle back-off starts over on any of these. */
export const READER_INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'focus'] as const

/**
 * Calls `onInput` on the reader's input anywhere on the page: keys, pointer, wheel, touch, focus, and scrolling of the
 * window or any scroller inside it (captured, passive: it never delays scrolling). Returns the remover.
 */
export function watchReaderInput(onInput: () => void, target: Window = window): () => void {
  const options = { capture: true, passive: true }
  for (const type of READER_INPUT_EVENTS) target.addEventListener(type, onInput, options)
  return () => {
    for (const type of READER_INPUT_EVENTS) target.removeEventListener(type, onInput, options)
  }
}
