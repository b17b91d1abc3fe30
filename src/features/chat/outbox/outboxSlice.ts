import type { PayloadAction, WithSlice } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../../store/store'
import { rootReducer } from '../../../store/store'
import type { ChannelName } from '../../../config'
import type { PublishStage } from '../../../services/chat/chatServices'
import type { FeedKey } from '../channels'

/**
 * Optimistic sending (issue #16): every post the user sends is shown in its feed at once and follows this machine
 *
 *   checking → signing → storing → sending → confirming → confirmed → (removed when the feed shows it)
 *       ↘────────↘──────────↘─────────↘───────────↘ failed ──Retry──→ checking
 *                                                    failed ──Discard──→ (removed)
 *
 * Stages only move forward (a late report of an earlier stage is ignored); a failed post keeps its text, and the URL
 * of its stored body once there is one, so Retry does not store it again.
 */
export type OutboxStage = 'checking' | 'signing' | 'storing' | 'sending' | 'confirming' | 'confirmed' | 'failed'

/** The order of the stages of a post in flight. */
const FLOW: readonly OutboxStage[] = ['checking', 'signing', 'storing', 'sending', 'confirming', 'confirmed']

export interface OutboxPost extends FeedKey {
  id: string
  text: string
  /** The author (checksummed address) when it was sent. */
  author: string
  stage: OutboxStage
  /** The stored body (`ar://…`) once the upload is done. */
  url: string | null
  /** Why it failed, as shown to the user. */
  error: string | null
  /** When it was sent (ms), for its time in the feed. */
  sentAt: number
}

export interface OutboxState {
  /** Oldest first. */
  posts: OutboxPost[]
  /** The stage of the image upload running from a channel's composer, if any (the composer's status line). */
  imageUploads: Partial<Record<ChannelName, PublishStage>>
}

export const initialOutbox: OutboxState = { posts: [], imageUploads: {} }

let sequence = 0

const outboxSlice = createSlice({
  name: 'chatOutbox',
  initialState: initialOutbox,
  reducers: {
    /** A post was sent from a composer. */
    postQueued: {
      reducer(state, { payload }: PayloadAction<OutboxPost>) {
        state.posts.push(payload)
      },
      prepare: (feed: FeedKey, text: string, author: string) => ({
        payload: {
          ...feed,
          id: `post-${Date.now()}-${++sequence}`,
          text,
          author,
          stage: 'checking' as const,
          url: null,
          error: null,
          sentAt: Date.now(),
        },
      }),
    },
    /** The flow reached `stage` (forward moves only; a failed or confirmed post stays as it is). */
    postStageReached(state, { payload }: PayloadAction<{ id: string; stage: OutboxStage }>) {
      const post = state.posts.find((candidate) => candidate.id === payload.id)
      if (!post || post.stage === 'failed' || payload.stage === 'failed') return
      if (FLOW.indexOf(payload.stage) > FLOW.indexOf(post.stage)) post.stage = payload.stage
    },
    /** The body is stored at `url`. */
    postStored(state, { payload }: PayloadAction<{ id: string; url: string }>) {
      const post = state.posts.find((candidate) => candidate.id === payload.id)
      if (post) post.url = payload.url
    },
    /** The post's transaction is confirmed: it stays in place until the feed shows the message itself. */
    postConfirmed(state, { payload }: PayloadAction<{ id: string; url: string }>) {
      const post = state.posts.find((candidate) => candidate.id === payload.id)
      if (!post || post.stage === 'failed') return
      post.stage = 'confirmed'
      post.url = payload.url
    },
    /** Rejected or failed: the post stays with its text, offering Retry and Discard. */
    postFailed(state, { payload }: PayloadAction<{ id: string; error: string }>) {
      const post = state.posts.find((candidate) => candidate.id === payload.id)
      if (!post || post.stage === 'confirmed') return
      post.stage = 'failed'
      post.error = payload.error
    },
    /** Retry of a failed post: back to the start (its stored body, if any, is reused). */
    postRetried(state, { payload }: PayloadAction<{ id: string }>) {
      const post = state.posts.find((candidate) => candidate.id === payload.id)
      if (!post || post.stage !== 'failed') return
      post.stage = 'checking'
      post.error = null
    },
    /** An image upload from `channel`'s composer reached `stage` (null: it is over, whichever way). */
    imageUploadStageReached(state, { payload }: PayloadAction<{ channel: ChannelName; stage: PublishStage | null }>) {
      if (payload.stage) state.imageUploads[payload.channel] = payload.stage
      else delete state.imageUploads[payload.channel]
    },
    /** Discard of a failed post, or a confirmed one the feed now shows. */
    postRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      state.posts = state.posts.filter((post) => post.id !== payload.id)
    },
  },
})

export const {
  postQueued,
  postStageReached,
  postStored,
  postConfirmed,
  postFailed,
  postRetried,
  postRemoved,
  imageUploadStageReached,
} = outboxSlice.actions

/** The slice's reducer (for tests). */
export const outboxReducer = outboxSlice.reducer

declare module '../../../store/store' {
  // Declaration merging: the outbox is part of the app's state once the chat's code has loaded (never persisted).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof outboxSlice> {}
}

outboxSlice.injectInto(rootReducer)

const NONE: OutboxPost[] = []

/** Every post in the outbox, oldest first. */
export const selectOutbox = (state: RootState): OutboxPost[] => state.chatOutbox?.posts ?? NONE

/** One post of the outbox, or undefined. */
export const selectOutboxPost = (state: RootState, id: string): OutboxPost | undefined =>
  selectOutbox(state).find((post) => post.id === id)

/** The stage of the image upload running from `channel`'s composer, or null. */
export const selectImageUploadStage = (state: RootState, channel: ChannelName): PublishStage | null =>
  state.chatOutbox?.imageUploads?.[channel] ?? null

/** Whether `post` belongs to the feed `key`. */
export const isInFeed = (post: OutboxPost, key: FeedKey): boolean =>
  post.channel === key.channel && post.parentIndex === key.parentIndex
