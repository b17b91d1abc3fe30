import { useEffect, useId, useRef } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import type { ComposerProps } from './Composer'
import { ComposerText } from './composer/ComposerText'
import { ImageAttach } from './composer/ImageAttach'
import { ImageThumbnails } from './composer/ImageThumbnails'
import { markComposerShown } from './composerShown'
import { EmojiButton } from './emoji/EmojiButton'
import { useTextInsertion } from './emoji/useTextInsertion'
import { SessionPanel } from './session/SessionPanel'
import { useComposerForm } from './useComposerForm'
import { STAGE_TEXT } from './useImageUpload'

export interface ComposerFormProps extends ComposerProps {
  /** The connected account, on the chain the app posts to, holding a name. */
  address: string
}

/**
 * The message form (issues #5 part 4, #16) for a connected user on the right chain with a name (Composer decides
 * that, and loads this with the rest of the posting code): the text with its `@name` suggestions (Enter sends,
 * Shift+Enter is a newline; on touch screens the button sends; the hint under it says so), image thumbnails, the
 * emoji picker's button (issue #38: the emoji goes in at the caret), an image button when uploads are on, the post
 * price, and Post. The text is the feed's draft, kept across reloads. Sending hands the text to the outbox, which
 * shows it in the feed at once and follows it to its block, so the form is free for the next one. A paused channel or
 * a suspended user sees why before typing. Everything is derived in useComposerForm; this only renders.
 */
export function ComposerForm({ channel, parentIndex, address }: ComposerFormProps) {
  useEffect(markComposerShown, [])
  const textarea = useRef<HTMLTextAreaElement>(null)
  const form = useComposerForm({ channel, parentIndex, address, textarea })
  const { text, mentions, state, standingReason, blockedReason, submitReason, isTouch } = form
  const insertText = useTextInsertion(textarea, form.onTextChange)
  const hintId = useId()
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
      <ComposerText
        isReply={isReply}
        text={text}
        textareaRef={textarea}
        hintId={hintId}
        isTouch={isTouch}
        disabled={standingReason !== null}
        onTextChange={form.onTextChange}
        onCaretMove={form.setCaret}
        onKeyDown={form.onKeyDown}
        mentions={mentions}
      />
      <ImageThumbnails sources={form.thumbnails} />
      <Actions>
        <EmojiButton onPick={insertText} disabledReason={standingReason} focusSearch={!isTouch} />
        {form.isFileUploadEnabled && (
          <ImageAttach
            onFile={(file) => void form.addImage(file)}
            blockedReason={blockedReason}
            isUploading={form.isUploadingImage}
          />
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
