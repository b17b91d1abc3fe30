import type { PayloadAction, Reducer, WithSlice } from '@reduxjs/toolkit'
import { createSlice } from '@reduxjs/toolkit'
import type { ChannelName } from '../../../config'
import { boundedString, finiteNumber, isRecord } from '../../../lib/guards'
import type { RootState } from '../../../store/store'
import { rootReducer } from '../../../store/store'
import type { FeedKey } from '../channels'
import { isChannelName } from '../channels'

/**
 * The chat's memory on this device (issue #16), persisted with the app's state under 'chatLocal': unsent drafts per
 * channel and per reply thread, and per channel how many messages the user has seen (the unread badges).
 */
export interface Draft {
  text: string
  /** When it was last edited (ms); drafts expire DRAFT_EXPIRY_MS later. */
  updatedAt: number
}

export interface ChatLocalState {
  /** By draftKey(feed). */
  drafts: Record<string, Draft>
  /** Per channel: the message count (deleted included) when its newest message was last on screen. */
  lastRead: Partial<Record<ChannelName, number>>
}

/** A draft left alone this long is dropped at the next start. */
export const DRAFT_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000
/** At most this many drafts are kept (the most recently edited). */
export const MAX_DRAFTS = 50
/** Longer text than any message may hold is cut here (the composer refuses to send it anyway). */
export const MAX_DRAFT_CHARS = 20_000

export const initialChatLocal: ChatLocalState = { drafts: {}, lastRead: {} }

/** Where a feed's draft is kept: 'general' for the channel, 'general#12' for the replies to main message 12. */
export const draftKey = ({ channel, parentIndex }: FeedKey): string =>
  parentIndex === null ? channel : `${channel}#${parentIndex}`

const DRAFT_KEY = /^([a-z-]{1,40})(#\d{1,9})?$/

/** Keeps the MAX_DRAFTS most recent of `drafts`. */
function newest(drafts: Record<string, Draft>): Record<string, Draft> {
  const entries = Object.entries(drafts)
  if (entries.length <= MAX_DRAFTS) return drafts
  return Object.fromEntries(entries.sort(([, a], [, b]) => b.updatedAt - a.updatedAt).slice(0, MAX_DRAFTS))
}

/**
 * Turns whatever storage held into valid state, field by field: drafts of configured channels only, non-empty, not
 * expired (nor dated in the future), cut to MAX_DRAFT_CHARS, at most MAX_DRAFTS; read marks as non-negative
 * integers of configured channels. Never throws.
 */
export function sanitizeChatLocal(stored: unknown, now: number): ChatLocalState {
  if (!isRecord(stored)) return initialChatLocal
  const drafts: Record<string, Draft> = {}
  if (isRecord(stored.drafts)) {
    for (const [key, value] of Object.entries(stored.drafts)) {
      const channel = DRAFT_KEY.exec(key)?.[1]
      if (!channel || !isChannelName(channel) || !isRecord(value)) continue
      const text = typeof value.text === 'string' ? value.text.slice(0, MAX_DRAFT_CHARS) : ''
      const updatedAt = finiteNumber(value.updatedAt)
      if (!text.trim() || updatedAt === undefined || updatedAt > now || now - updatedAt >= DRAFT_EXPIRY_MS) continue
      drafts[key] = { text, updatedAt }
    }
  }
  const lastRead: Partial<Record<ChannelName, number>> = {}
  if (isRecord(stored.lastRead)) {
    for (const [channel, value] of Object.entries(stored.lastRead)) {
      const count = finiteNumber(value)
      if (isChannelName(channel) && count !== undefined && Number.isInteger(count) && count >= 0)
        lastRead[channel] = count
    }
  }
  return { drafts: newest(drafts), lastRead }
}

const chatLocalSlice = createSlice({
  name: 'chatLocal',
  initialState: initialChatLocal,
  reducers: {
    /** The composer's text changed; an empty (or blank) text removes the draft. */
    draftChanged: {
      reducer(state, { payload }: PayloadAction<{ key: string; text: string; updatedAt: number }>) {
        if (!payload.text.trim()) {
          delete state.drafts[payload.key]
          return
        }
        state.drafts[payload.key] = { text: payload.text.slice(0, MAX_DRAFT_CHARS), updatedAt: payload.updatedAt }
        if (Object.keys(state.drafts).length > MAX_DRAFTS) state.drafts = newest(state.drafts)
      },
      prepare: (key: string, text: string) => ({ payload: { key, text, updatedAt: Date.now() } }),
    },
    /** The newest message of `channel` has been on screen while the channel held `count` messages. */
    channelRead(state, { payload }: PayloadAction<{ channel: ChannelName; count: number }>) {
      const current = state.lastRead[payload.channel] ?? 0
      if (payload.count > current) state.lastRead[payload.channel] = payload.count
    },
  },
})

export const { draftChanged, channelRead } = chatLocalSlice.actions

/** States this module produced (already valid); anything else came from storage and is sanitized first. */
const ownStates = new WeakSet<object>()
const own = (state: ChatLocalState): ChatLocalState => (ownStates.add(state), state)

/**
 * The reducer under 'chatLocal': it sanitizes a state it did not make (what the store restored from storage, before
 * or after this code loaded), then applies the slice. Exported for tests.
 */
export const chatLocalReducer: Reducer<ChatLocalState> = (state, action) => {
  const valid = state && ownStates.has(state) ? state : sanitizeChatLocal(state, Date.now())
  return own(chatLocalSlice.reducer(valid, action))
}

declare module '../../../store/store' {
  // Declaration merging: the chat's persisted slice is part of the app's state once this module has loaded.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
  interface LazyLoadedSlices extends WithSlice<{ reducerPath: 'chatLocal'; reducer: Reducer<ChatLocalState> }> {}
}

// Replaces the store's placeholder, which has kept the restored value until now.
rootReducer.inject({ reducerPath: 'chatLocal', reducer: chatLocalReducer }, { overrideExisting: true })

/** Sanitized once per restored value, so selectors return the same object until the state changes. */
const sanitizedRestored = new WeakMap<object, ChatLocalState>()

/**
 * The chat's local state, valid even in the moment between the store restoring it and this reducer's first action.
 */
export function selectChatLocal(state: RootState): ChatLocalState {
  const stored: unknown = state.chatLocal
  if (!isRecord(stored)) return initialChatLocal
  if (ownStates.has(stored)) return stored as unknown as ChatLocalState
  let sanitized = sanitizedRestored.get(stored)
  if (!sanitized) {
    sanitized = sanitizeChatLocal(stored, Date.now())
    sanitizedRestored.set(stored, sanitized)
  }
  return sanitized
}

/** The draft of a feed, '' when there is none. */
export const selectDraft = (state: RootState, key: FeedKey): string =>
  boundedString(selectChatLocal(state).drafts[draftKey(key)]?.text, MAX_DRAFT_CHARS) ?? ''
