import type { PublishStage } from '../../../services/chat/chatServices'
import { TX_REPORTED } from '../../../services/chat/errorCodes'
import { loadChatServices } from '../../../services/chat/loadChatServices'
import type { AppError } from '../../../services/errors'
import type { AppDispatch, RootState } from '../../../store/store'
import { notify } from '../../../store/toasts/notify'
import { chatApi } from '../chatApi'
import type { OutboxStage } from './outboxSlice'
import { postConfirmed, postFailed, postStageReached, postStored, selectOutboxPost } from './outboxSlice'

/** The outbox stage each step of the publishing service reports. */
export const OUTBOX_STAGE_OF: Record<PublishStage, OutboxStage> = {
  checking: 'checking',
  signing: 'signing',
  uploading: 'storing',
  sending: 'sending',
  confirming: 'confirming',
}

const CHUNK_FAILED = 'Could not load the app code. Check your connection and reload.'

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
let queue: Promise<void> = Promise.resolve()

/**
 * Thunk: sends outbox post `id` (queued with postQueued, or retried) through the chat services, reporting each stage
 * to the outbox; the composer is free meanwhile. On success the post is marked confirmed and its feed refetched (the
 * optimistic entry gives way to the real message once the feed holds it); on failure it is marked failed with the
 * message shown to the user, and toasted unless the transaction lifecycle already did. Resolves when done; never
 * rejects.
 */
export const sendOutboxPost = (id: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const run = async (): Promise<void> => {
    const post = selectOutboxPost(getState(), id)
    if (!post || post.stage !== 'checking') return
    const chat = await loadChatServices().catch(() => null)
    if (!chat) {
      notify.error(CHUNK_FAILED)
      dispatch(postFailed({ id, error: CHUNK_FAILED }))
      return
    }
    try {
      const { url } = await chat.publishMessage({
        channel: post.channel,
        parentIndex: post.parentIndex,
        text: post.text,
        storedUrl: post.url,
        onStage: (stage) => dispatch(postStageReached({ id, stage: OUTBOX_STAGE_OF[stage] })),
        onStored: (stored) => dispatch(postStored({ id, url: stored })),
      })
      dispatch(postConfirmed({ id, url }))
      dispatch(chatApi.util.invalidateTags([{ type: 'ChatPage', id: post.channel }]))
    } catch (error) {
      const appError = chat.toChatError(error)
      report(appError)
      dispatch(postFailed({ id, error: appError.message }))
    }
  }
  queue = queue.then(run, run)
  return queue
}
