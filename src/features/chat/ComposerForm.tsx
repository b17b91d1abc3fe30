import type { KeyboardEvent } from 'react'
import { useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { config } from '../../config'
import { formatUnits } from '../../lib/units'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { useMediaQuery } from '../../store/useMediaQuery'
import { IMAGE_TYPES } from './imageResize'
import { imageSources } from './text/tokenize'
import { textContextFromConfig } from './text/MessageText'
import { useChannelState } from './useChannelState'
import { STAGE_TEXT, useImageUpload } from './useImageUpload'
import { draftChanged, draftKey, selectDraft } from './local/chatLocalSlice'
import { postQueued } from './outbox/outboxSlice'
import { useMentions } from './mentions/useMentions'
import { usePostMessageMutation } from './outbox/postingApi'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import type { ComposerProps } from './Composer'
import { SessionPanel } from './session/SessionPanel'

/** Enter sends where there is a keyboard; on touch screens Enter is a newline and the button sends. */
export function isSendKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  isTouch: boolean,
) {
  if (event.key !== 'Enter') return false
  if (event.ctrlKey || event.metaKey) return true
  return !isTouch && !event.shiftKey && !event.altKey
}

export interface ComposerFormProps extends ComposerProps {
  /** The connected account, on the chain the app posts to, holding a name. */
  address: string
}

/**
 * The message form (issues #5 part 4, #16) for a connected user on the right chain with a name (Composer decides
 * that, and loads this with the rest of the posting code). The text (Enter sends, Shift+Enter is a newline; on touch
 * screens the button sends; the hint under it says so), image thumbnails, an image button when uploads are on, the
 * post price, and Post. The text is the feed's draft, kept across reloads. Sending hands the text to the outbox, which
 * shows it in the feed at once and follows it to its block, so the form is free for the next one. A paused channel or
 * a suspended user sees why before typing.
 */
export function ComposerForm({ channel, parentIndex, address }: ComposerFormProps) {
  const dispatch = useAppDispatch()
  const feed = useMemo(() => ({ channel, parentIndex }), [channel, parentIndex])
  const channelState = useChannelState(feed)
  const isFileUploadEnabled = useAppSelector(selectFileUploadEnabled)
  const uploadsBlockedReason = useUploadsBlockedReason(/* a user who can post */ true)
  const { uploadImage, stage, isUploadingImage } = useImageUpload(channel)
  const [postMessage] = usePostMessageMutation()
  const text = useAppSelector((state) => selectDraft(state, feed))
  const textarea = useRef<HTMLTextAreaElement>(null)
  const [caret, setCaret] = useState<number | null>(null)
  const suggestionsId = useId()
  const mentions = useMentions(text, caret, (next, nextCaret) => {
    dispatch(draftChanged(draftKey(feed), next))
    setCaret(nextCaret)
    // Once React has written the new text, put the caret after the inserted name.
    requestAnimationFrame(() => textarea.current?.setSelectionRange(nextCaret, nextCaret))
  })
  const isTouch = useMediaQuery('(pointer: coarse)')
  const fileInput = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const context = textContextFromConfig()
  const thumbnails = useMemo(() => imageSources(text, context), [text, context])
  const isReply = parentIndex !== null

  const state = channelState.data
  const standingReason =
    (state?.paused ? 'Posting is paused in this channel.' : null) ??
    (state?.suspended ? 'You are suspended from posting in this channel.' : null)
  const blockedReason = uploadsBlockedReason ?? standingReason
  const submitReason =
    blockedReason ??
    (!text.trim()
      ? 'Write something first.'
      : text.trim().length > MAX_MESSAGE_TEXT_LENGTH
        ? `Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`
        : undefined)
  const setText = (next: string) => dispatch(draftChanged(draftKey(feed), next))
  const submit = () => {
    if (submitReason) return
    const queued = postQueued(feed, text, address)
    dispatch(queued)
    setText('')
    void postMessage({ id: queued.payload.id, channel })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || mentions.onKeyDown(event) || !isSendKey(event, isTouch)) return
    event.preventDefault()
    submit()
  }
  const addImage = async (file: File | undefined) => {
    if (!file) return
    const url = await uploadImage(file)
    if (url) setText(`${text.trimEnd()}${text.trim() ? '\n' : ''}${url}`)
  }
  const hint = isTouch ? 'Tap Post to send. Enter starts a new line.' : 'Enter to send, Shift+Enter for a new line.'

  return (
    <Card
      as="form"
      aria-label={isReply ? 'Write a reply' : 'Post a message'}
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
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
        onChange={(event) => {
          setText(event.target.value)
          setCaret(event.target.selectionStart)
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        disabled={Boolean(standingReason)}
        aria-autocomplete="list"
        aria-controls={mentions.isOpen ? suggestionsId : undefined}
        aria-activedescendant={mentions.isOpen ? `${suggestionsId}-${mentions.activeIndex}` : undefined}
      />
      {mentions.isOpen && (
        <Suggestions id={suggestionsId} role="listbox" aria-label="Mention suggestions">
          {mentions.names.map((name, index) => (
            <Suggestion
              key={name}
              id={`${suggestionsId}-${index}`}
              role="option"
              aria-selected={index === mentions.activeIndex}
              // Keeps the focus (and the caret) in the text while choosing with the pointer.
              onMouseDown={(event) => {
                event.preventDefault()
                mentions.choose(name)
              }}
            >
              @{name}
              {config.tldName}
            </Suggestion>
          ))}
        </Suggestions>
      )}
      {thumbnails.length > 0 && (
        <Thumbnails aria-label="Images in your message">
          {thumbnails.map((src, index) => (
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
        {isFileUploadEnabled && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              data-testid="image-input"
              onChange={(event) => {
                void addImage(event.target.files?.[0])
                event.target.value = ''
              }}
            />
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              disabled={Boolean(blockedReason) || isUploadingImage}
              disabledReason={blockedReason ?? undefined}
              isLoading={isUploadingImage}
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
        {stage ? STAGE_TEXT[stage] : (uploadsBlockedReason ?? hint)}
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

const Suggestions = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

const Suggestion = styled.li`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
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
