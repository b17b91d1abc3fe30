import type { KeyboardEvent, RefObject } from 'react'
import { useMemo, useState } from 'react'
import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import { useUploadsBlockedReason } from '../../store/api/uploaderApi'
import { selectFileUploadEnabled } from '../../store/slices/environmentSlice'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { useMediaQuery } from '../../store/useMediaQuery'
import type { FeedKey } from './channels'
import { draftChanged, draftKey, selectDraft } from './local/chatLocalSlice'
import { useMentions } from './mentions/useMentions'
import { postQueued } from './outbox/outboxSlice'
import { usePostMessageMutation } from './outbox/postingApi'
import { textContextFromConfig } from './text/MessageText'
import { imageSources } from './text/tokenize'
import { useChannelState } from './useChannelState'
import { useImageUpload } from './useImageUpload'

/** Enter sends where there is a keyboard; on touch screens Enter is a newline and the button sends. */
export function isSendKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  isTouch: boolean,
) {
  if (event.key !== 'Enter') return false
  if (event.ctrlKey || event.metaKey) return true
  return !isTouch && !event.shiftKey && !event.altKey
}

/**
 * Why Post is disabled, or undefined when the text can be sent (issue #5 part 4): a blocked channel or upload path
 * first, then an empty text, then one over MAX_MESSAGE_TEXT_LENGTH characters (counted after trimming).
 */
export function composerSubmitReason(text: string, blockedReason: string | null): string | undefined {
  if (blockedReason) return blockedReason
  const trimmed = text.trim()
  if (!trimmed) return 'Write something first.'
  if (trimmed.length > MAX_MESSAGE_TEXT_LENGTH) return `Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`
  return undefined
}

/**
 * Everything the message form derives (issues #5 part 4, #16, #40): the feed's draft text and caret, the mention
 * suggestions, the channel's standing (paused, suspended) and price, the upload path's state, the one reason Post is
 * disabled, and the send, key and image actions. Sending hands the text to the outbox and clears the draft.
 * `textarea` is the form's text field, where a chosen mention puts the caret.
 */
export function useComposerForm({
  channel,
  parentIndex,
  address,
  textarea,
}: FeedKey & { address: string; textarea: RefObject<HTMLTextAreaElement | null> }) {
  const dispatch = useAppDispatch()
  const feed = useMemo(() => ({ channel, parentIndex }), [channel, parentIndex])
  const channelState = useChannelState(feed)
  const isFileUploadEnabled = useAppSelector(selectFileUploadEnabled)
  const uploadsBlockedReason = useUploadsBlockedReason(/* a user who can post */ true)
  const { uploadImage, stage, isUploadingImage } = useImageUpload(channel)
  const [postMessage] = usePostMessageMutation()
  const text = useAppSelector((state) => selectDraft(state, feed))
  const [caret, setCaret] = useState<number | null>(null)
  const mentions = useMentions(text, caret, (next, nextCaret) => {
    dispatch(draftChanged(draftKey(feed), next))
    setCaret(nextCaret)
    // Once React has written the new text, put the caret after the inserted name.
    requestAnimationFrame(() => textarea.current?.setSelectionRange(nextCaret, nextCaret))
  })
  const isTouch = useMediaQuery('(pointer: coarse)')
  const context = textContextFromConfig()
  const thumbnails = useMemo(() => imageSources(text, context), [text, context])

  const state = channelState.data
  const standingReason =
    (state?.paused ? 'Posting is paused in this channel.' : null) ??
    (state?.suspended ? 'You are suspended from posting in this channel.' : null)
  const blockedReason = uploadsBlockedReason ?? standingReason
  const submitReason = composerSubmitReason(text, blockedReason)
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

  return {
    text,
    /** Sets the draft and the caret from the textarea's change. */
    onTextChange: (next: string, nextCaret: number | null) => {
      setText(next)
      setCaret(nextCaret)
    },
    setCaret,
    mentions,
    isTouch,
    hint: isTouch ? 'Tap Post to send. Enter starts a new line.' : 'Enter to send, Shift+Enter for a new line.',
    thumbnails,
    /** The channel's price and standing, once read. */
    state,
    standingReason,
    blockedReason,
    submitReason,
    uploadsBlockedReason,
    isFileUploadEnabled,
    stage,
    isUploadingImage,
    submit,
    onKeyDown,
    addImage,
  }
}
