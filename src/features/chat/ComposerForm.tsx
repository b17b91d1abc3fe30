import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import type { ComposerProps } from './Composer'
import { markComposerShown } from './composerShown'
import { EmojiButton } from './emoji/EmojiButton'
import { useTextInsertion } from './emoji/useTextInsertion'
import { IMAGE_TYPES } from './imageResize'
import { MentionSuggestions } from './MentionSuggestions'
import { SessionPanel } from './session/SessionPanel'
import { useComposerForm } from './useComposerForm'
import { STAGE_TEXT } from './useImageUpload'

export interface ComposerFormProps extends ComposerProps {
  /** The connected account, on the chain the app posts to, holding a name. */
  address: string
}

/**
 * The message form (issues #5 part 4, #16) for a connected user on the right chain with a name (Composer decides
 * that, and loads this with the rest of the posting code). The text (Enter sends, Shift+Enter is a newline; on touch
 * screens the button sends; the hint under it says so), image thumbnails, the emoji picker's button (issue #38: the
 * emoji goes in at the caret), an image button when uploads are on, the post price, and Post. The text is the feed's draft, kept across reloads. Sending hands the text to the outbox, which
 * shows it in the feed at once and follows it to its block, so the form is free for the next one. A paused channel or
 * a suspended user sees why before typing. Everything is derived in useComposerForm; this only renders.
 */
export function ComposerForm({ channel, parentIndex, address }: ComposerFormProps) {
  useEffect(markComposerShown, [])
  const textarea = useRef<HTMLTextAreaElement>(null)
  const form = useComposerForm({ channel, parentIndex, address, textarea })
  const { text, mentions, state, standingReason, blockedReason, submitReason, isTouch } = form
  const insertText = useTextInsertion(textarea, form.onTextChange)
  const suggestionsId = useId()
  const hintId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const isReply = parentIndex !== null

  return (
    <Card
      as="form"
      aria-label={isReply ? 'Write a reply' : 'Post a message'}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      {standingReason && (
        <Notice role="note" data-testid="composer-blocked">
          {standingReason}
        </Notice>
      )}
      <Textarea
        aria-label={isReply ? 'Your reply' : 'Your message'}
        aria-describedby={hintId}
        aria-keyshortcuts={isTouch ? undefined : 'Enter'}
        placeholder={isReply ? 'Write a reply…' : "What's on your mind?"}
        value={text}
        rows={3}
        ref={textarea}
        onChange={(event) => form.onTextChange(event.target.value, event.target.selectionStart)}
        onSelect={(event) => form.setCaret(event.currentTarget.selectionStart)}
        onKeyDown={form.onKeyDown}
        disabled={Boolean(standingReason)}
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
      {form.thumbnails.length > 0 && (
        <Thumbnails aria-label="Images in your message">
          {form.thumbnails.map((src, index) => (
            <Thumbnail
              key={`${src}-${index}`}
              src={src}
              alt={`Image ${index + 1} preview`}
              referrerPolicy="no-referrer"
            />
          ))}
        </Thumbnails>
      )}
      <Actions>
        <EmojiButton onPick={insertText} disabledReason={standingReason} focusSearch={!isTouch} />
        {form.isFileUploadEnabled && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              data-testid="image-input"
              onChange={(event) => {
                void form.addImage(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={Boolean(blockedReason) || form.isUploadingImage}
              disabledReason={blockedReason ?? undefined}
              isLoading={form.isUploadingImage}
            >
              Image
            </Button>
          </>
        )}
        <Price>
          {state
            ? `Price: ${formatUnits(state.priceWei, config.chain.nativeCurrency.decimals)} ${config.chain.nativeCurrency.symbol}`
            : ''}
        </Price>
        <Button type="submit" disabled={Boolean(submitReason)} disabledReason={submitReason}>
          {isReply ? 'Reply' : 'Post'}
        </Button>
      </Actions>
      <Status id={hintId} role="status" aria-live="polite" data-testid="composer-hint">
        {form.stage ? STAGE_TEXT[form.stage] : (form.uploadsBlockedReason ?? form.hint)}
      </Status>
      <SessionPanel channel={channel} address={address} priceWei={state?.priceWei} />
    </Card>
  )
}

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
`

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

const Thumbnails = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`

const Thumbnail = styled.img`
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const Actions = styled.div`
  /* The emoji picker opens under this row, as wide as it. */
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`

const Price = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Status = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  min-height: 1.3em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
