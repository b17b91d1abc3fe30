import type { ChannelName } from '../../../config'
import { config } from '../../../config'
import type { PublishStage } from '../../../services/chat/chatServices'
import { TX_REPORTED } from '../../../services/chat/errorCodes'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import type { AppError } from '../../../services/errors'
import type { RootState } from '../../../store/store'
import { notify } from '../../../store/toasts/notify'
import { chatApi } from '../chatApi'
import { ImageError, prepareImage } from '../imageResize'
import type { OutboxStage } from './outboxSlice'
import {
  imageUploadStageReached,
  postConfirmed,
  postFailed,
  postStageReached,
  postStored,
  selectOutboxPost,
} from './outboxSlice'

/** The outbox stage each step of the publishing service reports. */
export const OUTBOX_STAGE_OF: Record<PublishStage, OutboxStage> = {
  checking: 'checking',
  signing: 'signing',
  uploading: 'storing',
  sending: 'sending',
  confirming: 'confirming',
}

const CHUNK_FAILED: AppError = { message: 'Could not load the app code. Check your connection and reload.' }

/** Toasts what went wrong, unless the transaction lifecycle already did. */
function report(error: AppError): void {
  if (error.code === TX_REPORTED) return
  if (error.isRejection) notify.warning(error.message)
  else notify.error(error.message)
}

/**
 * Posts go out one at a time, in the order they were written: one wallet prompt at a time, nonces in order, and the
 * chain's order is the order the user sent them in.
 */
let queue: Promise<unknown> = Promise.resolve()
function inOrder<T>(run: () => Promise<T>): Promise<T> {
  const next = queue.then(run, run)
  queue = next.catch(() => {})
  return next
}

/** What a post request names: the outbox post, and its channel (the tag it invalidates). */
export interface PostMessageRequest {
  id: string
  channel: ChannelName
}

/** An image upload request: the file the user chose and the channel whose composer it goes into. */
export interface UploadImageRequest {
  channel: ChannelName
  file: Blob
}

/**
 * The chat's writes that store something first (issues #5 part 4, #16), as mutations:
 *
 * - `postMessage` sends outbox post `id` (queued with postQueued, or retried) through the chat services, one post at
 *   a time, reporting each stage to the outbox (the post shows in its feed at once, the composer is free meanwhile).
 *   On success the post is marked confirmed and the channel's feed tag is invalidated, so the feed refetches and the
 *   optimistic entry gives way to the real message; on failure it is marked failed with its text and the message
 *   shown to the user (Retry / Discard), toasted unless the transaction lifecycle (runTransaction) already did.
 *   Resolves `{ data: { url } }`, `{ data: null }` when the post is gone or not waiting to be sent, or `{ error }`.
 * - `uploadChatImage` resizes, signs and stores an image for a composer, its stage in the outbox
 *   (selectImageUploadStage); resolves `ar://<id>?img` to put in the text, or `{ error }` (already toasted).
 *
 * Both never throw. Nothing non-serializable enters the store: mutations keep no arguments in their state.
 */
export const postingApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    postMessage: build.mutation<{ url: string } | null, PostMessageRequest>({
      queryFn: ({ id }, { dispatch, getState }) =>
        inOrder(async () => {
          const post = selectOutboxPost(getState() as RootState, id)
          if (!post || post.stage !== 'checking') return { data: null }
          const chat = await loadChatServices().catch(() => null)
          if (!chat) {
            notify.error(CHUNK_FAILED.message)
            dispatch(postFailed({ id, error: CHUNK_FAILED.message }))
            return { error: CHUNK_FAILED }
          }
          try {
            const { url } = await chat.publishMessage({
              channel: post.channel,
              parentIndex: post.parentIndex,
              text: post.text,
              storedUrl: post.url,
              onStage: (stage) => dispatch(postStageReached({ id, stage: OUTBOX_STAGE_OF[stage] })),
              onStored: (stored) => dispatch(postStored({ id, url: stored })),
              onSessionFallback: (message) => notify.warning(message),
            })
            dispatch(postConfirmed({ id, url }))
            return { data: { url } }
          } catch (error) {
            const appError = chat.toChatError(error)
            report(appError)
            dispatch(postFailed({ id, error: appError.message }))
            return { error: appError }
          }
        }),
      invalidatesTags: (result, _error, { channel }) => (result ? [{ type: 'ChatPage', id: channel }] : []),
    }),
    uploadChatImage: build.mutation<string, UploadImageRequest>({
      queryFn: async ({ channel, file }, { dispatch }) => {
        const onStage = (stage: PublishStage | null) => dispatch(imageUploadStageReached({ channel, stage }))
        try {
          const image = await prepareImage(file, config.fileUploadSizeLimit)
          const chat = await loadChatServices().catch(() => null)
          if (!chat) {
            notify.error(CHUNK_FAILED.message)
            return { error: CHUNK_FAILED }
          }
          try {
            const url = await chat.uploadImage(channel, image.data, image.contentType, onStage)
            return { data: `${url}?img` }
          } catch (error) {
            const appError = chat.toChatError(error)
            report(appError)
            return { error: appError }
          }
        } catch (error) {
          const message = error instanceof ImageError ? error.message : 'Could not read this image.'
          notify.error(message)
          return { error: { message } }
        } finally {
          onStage(null)
        }
      },
    }),
  }),
})

export const { usePostMessageMutation, useUploadChatImageMutation } = postingApi
