import type { RefObject } from 'react'
import { useLayoutEffect, useRef, useState } from 'react'
import type { Insertion } from './insertAtCaret'
import { insertAtCaret } from './insertAtCaret'

/**
 * Inserting into a controlled text field (issue #38): the returned function puts a string in place of the field's
 * selection (at its caret when nothing is selected; a field keeps its selection while another control has the focus)
 * through `onTextChange`, the field's own change path (the composer's draft, with its length check), then focuses
 * the field with the caret right after the insertion. The caret is placed once React has written the new text:
 * writing a controlled field's value moves its caret to the end.
 */
export function useTextInsertion(
  field: RefObject<HTMLTextAreaElement | null>,
  onTextChange: (text: string, caret: number) => void,
): (insert: string) => void {
  const pending = useRef<Insertion | null>(null)
  // Counts insertions so the effect runs even when one leaves the text as it was (an emoji picked over itself).
  const [, setInsertions] = useState(0)

  useLayoutEffect(() => {
    const element = field.current
    const insertion = pending.current
    // The draft reaches the field through the store, possibly in a later commit than the counter: wait for it.
    if (!element || !insertion || element.value !== insertion.text) return
    pending.current = null
    element.focus()
    element.setSelectionRange(insertion.caret, insertion.caret)
  })

  return (insert: string) => {
    const element = field.current
    if (!element) return
    const insertion = insertAtCaret(element.value, element.selectionStart, element.selectionEnd, insert)
    pending.current = insertion
    onTextChange(insertion.text, insertion.caret)
    setInsertions((count) => count + 1)
  }
}
