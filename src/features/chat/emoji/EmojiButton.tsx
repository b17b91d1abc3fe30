import { useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../ui/Button'
import { useDismiss } from '../../../ui/useDismiss'
import { EmojiPanel } from './EmojiPanel'

export interface EmojiButtonProps {
  /** Called with the picked emoji, native Unicode (skin tone applied), e.g. '👍🏽'. */
  onPick: (emoji: string) => void
  /** Why nothing can be inserted now (the text field is disabled); the button is disabled with it. */
  disabledReason?: string | null
  /** Move the focus to the picker's search field when it opens: not on touch screens, where it pops up the keyboard. */
  focusSearch: boolean
}

/**
 * The composer's "Insert emoji" button and its picker (issue #38), a non-modal dialog under the nearest positioned
 * ancestor (the composer's action row), as wide as that row up to the picker's own width. The picker's code and emoji
 * data load on its first opening (EmojiPanel), never with the page. Picking an emoji hands it to `onPick` and closes
 * the picker (the composer puts the focus back in its text); Escape closes it with the focus back on the button, a
 * press outside closes it too (useDismiss).
 */
export function EmojiButton({ onPick, disabledReason, focusSearch }: EmojiButtonProps) {
  const [isOpen, setOpen] = useState(false)
  const anchor = useRef<HTMLSpanElement>(null)
  const panelId = useId()
  // ui/Button takes no ref: the button is the anchor's first one.
  const dismiss = useDismiss({
    isOpen,
    onDismiss: () => setOpen(false),
    containerRef: anchor,
    focusTrigger: () => anchor.current?.querySelector('button')?.focus(),
  })

  return (
    <span ref={anchor} onKeyDown={dismiss.onKeyDown}>
      <Button
        variant="secondary"
        aria-label="Insert emoji"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        disabled={Boolean(disabledReason)}
        disabledReason={disabledReason ?? undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <SmileyIcon />
      </Button>
      {isOpen && (
        <EmojiPanel
          id={panelId}
          focusSearch={focusSearch}
          onPick={(emoji) => {
            setOpen(false)
            onPick(emoji)
          }}
        />
      )}
    </span>
  )
}

/** A line-drawn smiling face in the text colour (an emoji glyph would depend on the system's emoji font). */
function SmileyIcon() {
  return (
    <Icon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14.5c1 1.4 2.4 2 4 2s3-.6 4-2" />
      <circle cx="9" cy="10" r="0.6" />
      <circle cx="15" cy="10" r="0.6" />
    </Icon>
  )
}

const Icon = styled.svg`
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
`
