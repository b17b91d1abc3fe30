import type { KeyboardEvent, RefObject } from 'react'
import { useId } from 'react'
import styled from 'styled-components'
import { MentionSuggestions } from '../MentionSuggestions'
import type { useMentions } from '../mentions/useMentions'

export interface ComposerTextProps {
  /** A reply's field is named and prompted as one. */
  isReply: boolean
  /** The draft. */
  text: string
  textareaRef: RefObject<HTMLTextAreaElement | null>
  /** The id of the hint under the form (how to send, or the upload's stage), which describes the field. */
  hintId: string
  /** On touch screens the button sends, so Enter is not announced as a shortcut. */
  isTouch: boolean
  /** The user cannot post at all (paused channel, suspension; the form's notice says why). */
  disabled: boolean
  /** The field's change, with the caret after it. */
  onTextChange: (text: string, caret: number | null) => void
  onCaretMove: (caret: number | null) => void
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  /** The `@name` autocomplete of this draft. */
  mentions: ReturnType<typeof useMentions>
}

/**
 * The composer's text field with its `@name` suggestions (issues #5 part 4, #16): a combobox-style textarea whose
 * active suggestion is announced through `aria-activedescendant`, and Enter announced as the send key where it
 * sends. Renders only: the draft, the caret and the keys are the composer form's.
 */
export function ComposerText({
  isReply,
  text,
  textareaRef,
  hintId,
  isTouch,
  disabled,
  ...handlers
}: ComposerTextProps) {
  const { mentions } = handlers
  const suggestionsId = useId()
  return (
    <>
      <Textarea
        aria-label={isReply ? 'Your reply' : 'Your message'}
        aria-describedby={hintId}
        aria-keyshortcuts={isTouch ? undefined : 'Enter'}
        placeholder={isReply ? 'Write a reply…' : "What's on your mind?"}
        value={text}
        rows={3}
        ref={textareaRef}
        onChange={(event) => handlers.onTextChange(event.target.value, event.target.selectionStart)}
        onSelect={(event) => handlers.onCaretMove(event.currentTarget.selectionStart)}
        onKeyDown={handlers.onKeyDown}
        disabled={disabled}
        aria-autocomplete="list"
        aria-controls={mentions.isOpen ? suggestionsId : undefined}
        aria-activedescendant={mentions.isOpen ? `${suggestionsId}-${mentions.activeIndex}` : undefined}
      />
      {mentions.isOpen && (
        <MentionSuggestions
          id={suggestionsId}
          names={mentions.names}
          activeIndex={mentions.activeIndex}
          onChoose={mentions.choose}
        />
      )}
    </>
  )
}

const Textarea = styled.textarea`
  width: 100%;
  min-height: 80px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`
