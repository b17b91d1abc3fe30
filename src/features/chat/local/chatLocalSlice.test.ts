import type { Persistor } from 'redux-persist'
import { PERSIST_STORAGE_KEY, PERSIST_VERSION } from '../../../store/persistence/persistConfig'
import { makeStore } from '../../../store/store'
import {
  DRAFT_EXPIRY_MS,
  MAX_DRAFTS,
  MAX_DRAFT_CHARS,
  channelRead,
  chatLocalReducer,
  draftChanged,
  draftKey,
  initialChatLocal,
  sanitizeChatLocal,
  selectChatLocal,
  selectDraft,
} from './chatLocalSlice'

const NOW = 1_800_000_000_000
const HOUR = 60 * 60 * 1000

describe('draftKey', () => {
  it.each([
    [{ channel: 'general' as const, parentIndex: null }, 'general'],
    [{ channel: 'shill' as const, parentIndex: 12 }, 'shill#12'],
  ])('%j → %s', (feed, key) => expect(draftKey(feed)).toBe(key))
})

describe('sanitizeChatLocal (what storage held)', () => {
  it('keeps valid drafts and read marks', () => {
    const stored = {
      drafts: { general: { text: 'hi', updatedAt: NOW - HOUR }, 'memes-images#3': { text: 'lol', updatedAt: NOW } },
      lastRead: { general: 12, shill: 0 },
    }
    expect(sanitizeChatLocal(stored, NOW)).toEqual(stored)
  })

  it.each([
    ['expired', { text: 'old', updatedAt: NOW - DRAFT_EXPIRY_MS }],
    ['dated in the future', { text: 'later', updatedAt: NOW + HOUR }],
    ['blank', { text: '  \n ', updatedAt: NOW }],
    ['without a time', { text: 'x' }],
    ['not text', { text: 42, updatedAt: NOW }],
    ['not an object', 'hello'],
  ])('drops a draft that is %s', (_case, draft) => {
    expect(sanitizeChatLocal({ drafts: { general: draft } }, NOW).drafts).toEqual({})
  })

  it.each(['unknown', 'general#x', 'general#-1', '__proto__', 'constructor'])('drops the draft key %s', (key) => {
    const drafts = JSON.parse(`{"${key}": {"text": "x", "updatedAt": ${NOW}}}`) as unknown
    expect(sanitizeChatLocal({ drafts }, NOW).drafts).toEqual({})
  })

  it('cuts overlong drafts and keeps only the most recent MAX_DRAFTS', () => {
    const drafts = Object.fromEntries(
      Array.from({ length: MAX_DRAFTS + 5 }, (_, index) => [`general#${index}`, { text: 'x', updatedAt: NOW - index }]),
    )
    drafts.general = { text: 'y'.repeat(MAX_DRAFT_CHARS + 10), updatedAt: NOW }
    const kept = sanitizeChatLocal({ drafts }, NOW).drafts
    expect(Object.keys(kept)).toHaveLength(MAX_DRAFTS)
    expect(kept.general?.text).toHaveLength(MAX_DRAFT_CHARS)
    expect(kept[`general#${MAX_DRAFTS + 4}`]).toBeUndefined()
  })

  it.each([
    ['a negative count', { general: -1 }],
    ['a fraction', { general: 1.5 }],
    ['a string', { general: '3' }],
    ['an unknown channel', { elsewhere: 3 }],
  ])('drops a read mark with %s', (_case, lastRead) => {
    expect(sanitizeChatLocal({ lastRead }, NOW).lastRead).toEqual({})
  })

  it.each([null, undefined, 'text', [], 5])('gives the empty state for %j', (stored) => {
    expect(sanitizeChatLocal(stored, NOW)).toEqual(initialChatLocal)
  })
})

describe('chatLocal reducer', () => {
  it('sets, replaces and clears a draft', () => {
    let state = chatLocalReducer(undefined, draftChanged('general', 'hello'))
    expect(state.drafts.general?.text).toBe('hello')
    state = chatLocalReducer(state, draftChanged('general', 'hello again'))
    expect(state.drafts.general?.text).toBe('hello again')
    state = chatLocalReducer(state, draftChanged('general', '   '))
    expect(state.drafts).toEqual({})
  })

  it('only moves a read mark forward', () => {
    let state = chatLocalReducer(undefined, channelRead({ channel: 'general', count: 5 }))
    state = chatLocalReducer(state, channelRead({ channel: 'general', count: 3 }))
    expect(state.lastRead.general).toBe(5)
  })

  it('sanitizes a state it did not make before applying an action', () => {
    const restored = { drafts: { general: { text: 5 }, shill: { text: 'ok', updatedAt: Date.now() } }, evil: true }
    const state = chatLocalReducer(restored as never, { type: 'other' })
    expect(state).toEqual({ drafts: { shill: restored.drafts.shill }, lastRead: {} })
  })

  it('reads restored state safely before its first action, with a stable result', () => {
    const chatLocal = { drafts: { general: { text: 'kept', updatedAt: Date.now() } }, junk: 1 }
    const state = { chatLocal } as unknown as Parameters<typeof selectChatLocal>[0]
    expect(selectDraft(state, { channel: 'general', parentIndex: null })).toBe('kept')
    expect(selectChatLocal(state)).toBe(selectChatLocal(state))
    expect(selectChatLocal({ chatLocal: null } as unknown as typeof state)).toEqual(initialChatLocal)
  })
})

describe('drafts across a reload (the app persisted store)', () => {
  afterEach(() => window.localStorage.clear())

  const whenBootstrapped = (persistor: Persistor) =>
    new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) return resolve()
      const unsubscribe = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return
        unsubscribe()
        resolve()
      })
    })

  async function start() {
    const { store, persistor } = makeStore({ persist: true })
    if (!persistor) throw new Error('expected a persistor')
    await whenBootstrapped(persistor)
    return { store, persistor }
  }

  it('writes a draft and restores it in the next session', async () => {
    const first = await start()
    first.store.dispatch(draftChanged('general#4', 'unfinished reply'))
    first.store.dispatch(channelRead({ channel: 'shill', count: 9 }))
    await first.persistor.flush()
    const stored = JSON.parse(window.localStorage.getItem(PERSIST_STORAGE_KEY) ?? '{}') as Record<string, string>
    expect(JSON.parse(stored.chatLocal ?? 'null')).toMatchObject({ lastRead: { shill: 9 } })

    const second = await start()
    expect(selectDraft(second.store.getState(), { channel: 'general', parentIndex: 4 })).toBe('unfinished reply')
    expect(selectChatLocal(second.store.getState()).lastRead).toEqual({ shill: 9 })
  })

  it('drops an expired draft at the next start', async () => {
    const old = { drafts: { general: { text: 'stale', updatedAt: Date.now() - DRAFT_EXPIRY_MS - 1 } } }
    const fresh = { text: 'fresh', updatedAt: Date.now() - 1000 }
    const stored = { drafts: { ...old.drafts, shill: fresh }, lastRead: {} }
    const root = { chatLocal: JSON.stringify(stored), _persist: JSON.stringify({ version: PERSIST_VERSION }) }
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify(root))
    const { store } = await start()
    store.dispatch({ type: 'any' })
    expect(store.getState().chatLocal).toEqual({ drafts: { shill: fresh }, lastRead: {} })
  })
})
