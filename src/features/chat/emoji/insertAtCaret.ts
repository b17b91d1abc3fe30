/** A text after an insertion, and where the caret goes: right after what was inserted. */
export interface Insertion {
  text: string
  /** UTF-16 offset into `text`, as a text field's `selectionStart` counts. */
  caret: number
}

/**
 * Puts `insert` into `text` in place of the selection `[start, end)` (a caret when they are equal), as typing it
 * would (issue #38: an emoji picked in the composer). Offsets are UTF-16 code units, a text field's
 * `selectionStart`/`selectionEnd`; they are put in order and clamped to the text, so a stale selection (the text
 * changed since it was read) still lands inside it instead of throwing.
 */
export function insertAtCaret(text: string, start: number, end: number, insert: string): Insertion {
  const clamp = (offset: number) => Math.min(Math.max(0, offset), text.length)
  const from = clamp(Math.min(start, end))
  const to = clamp(Math.max(start, end))
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length }
}
