import { config } from '../../../config'
import type { ChatMessage, FeedPage } from '../../../services/chat/types'
import type { LocalStore } from '../../../services/storage/localStore'
import {
  LAST_SEEN_MAX_AGE_MS,
  LAST_SEEN_STORAGE_KEY,
  LAST_SEEN_VERSION,
  readLastSeenPage,
  saveLastSeenPage,
} from './lastSeenPage'

const NOW = 1_800_000_000_000
const AUTHOR = '0x00000000000000000000000000000000000000A1'

/** A LocalStore over a plain object; `refuses` makes every write fail (storage full). */
function memoryStore(initial: Record<string, string> = {}, refuses = false): LocalStore & { data: typeof initial } {
  const data = { ...initial }
  return {
    data,
    get: (key) => data[key] ?? null,
    set: (key, value) => {
      if (refuses) return false
      data[key] = value
      return true
    },
    remove: (key) => void delete data[key],
  }
}

const message = (index: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  index,
  author: AUTHOR,
  createdAt: 1_700_000_000 + index,
  deleted: false,
  repliesCount: 0,
  url: `ar://${'x'.repeat(42)}${index % 10}`,
  ...overrides,
})

const page = (messages: ChatMessage[], total = 40, olderCursor: number | null = 30): FeedPage => ({
  messages,
  olderCursor,
  total,
  hiddenCount: 0,
  deleted: [],
})

/** What storage holds for General, with `feed` fields replacing the valid ones. */
function storedGeneral(feed: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): LocalStore {
  const valid = {
    contract: config.chatChannels.general,
    storedAt: NOW - 1000,
    messages: [message(39), message(38), message(31)],
    olderCursor: 30,
    total: 40,
  }
  return memoryStore({
    [LAST_SEEN_STORAGE_KEY]: JSON.stringify({
      v: LAST_SEEN_VERSION,
      feeds: { general: { ...valid, ...feed } },
      ...extra,
    }),
  })
}

describe('readLastSeenPage', () => {
  it('gives the stored newest page of the channel, as a page without deleted messages', () => {
    expect(readLastSeenPage('general', NOW, storedGeneral())).toEqual(
      page([message(39), message(38), message(31)], 40, 30),
    )
  })

  it('gives null for another channel, and when nothing is stored', () => {
    expect(readLastSeenPage('shill', NOW, storedGeneral())).toBeNull()
    expect(readLastSeenPage('general', NOW, memoryStore())).toBeNull()
  })

  it.each<[string, LocalStore]>([
    ['the JSON is corrupt', memoryStore({ [LAST_SEEN_STORAGE_KEY]: '{"v":1,"feeds":{"general":' })],
    ['the version differs', memoryStore({ [LAST_SEEN_STORAGE_KEY]: JSON.stringify({ v: 99, feeds: {} }) })],
    ['it was stored for another channel contract (a redeploy)', storedGeneral({ contract: AUTHOR })],
    ['it is older than the maximum age', storedGeneral({ storedAt: NOW - LAST_SEEN_MAX_AGE_MS - 1 })],
    ['it claims to be stored in the future', storedGeneral({ storedAt: NOW + 60_000 })],
    ['it has no messages', storedGeneral({ messages: [] })],
    [
      'it has more messages than a page',
      storedGeneral({ messages: Array.from({ length: 11 }, (_, i) => message(39 - i)) }),
    ],
    ['the messages are not newest first', storedGeneral({ messages: [message(31), message(39)] })],
    ['a message is at or past the total', storedGeneral({ messages: [message(40)] })],
    ['the older cursor is above its last message', storedGeneral({ olderCursor: 35 })],
    ['the total is not a count', storedGeneral({ total: -1 })],
    ['a message is deleted', storedGeneral({ messages: [message(39, { deleted: true })] })],
    ['an author is not an address', storedGeneral({ messages: [message(39, { author: '<img src=x>' })] })],
    ['an index is not an integer', storedGeneral({ messages: [message(39.5)] })],
    ['a URL is not a string', storedGeneral({ messages: [{ ...message(39), url: 7 }] })],
    ['a URL is too long', storedGeneral({ messages: [message(39, { url: `ar://${'x'.repeat(3000)}` })] })],
    ['a message is not an object', storedGeneral({ messages: [null] })],
  ])('gives null when %s', (_case, store) => {
    expect(readLastSeenPage('general', NOW, store)).toBeNull()
  })
})

describe('saveLastSeenPage', () => {
  it("stores the page for its channel and keeps the other channels' pages", () => {
    const store = memoryStore()
    saveLastSeenPage('shill', page([message(9)], 10, 0), NOW, store)
    saveLastSeenPage('general', page([message(39), message(38)]), NOW, store)
    expect(readLastSeenPage('shill', NOW, store)?.messages).toEqual([message(9)])
    expect(readLastSeenPage('general', NOW, store)?.messages).toEqual([message(39), message(38)])
  })

  it('replaces what was stored for the channel', () => {
    const store = storedGeneral()
    saveLastSeenPage('general', page([message(41)], 42, 40), NOW, store)
    expect(readLastSeenPage('general', NOW, store)).toEqual(page([message(41)], 42, 40))
  })

  it('stores no empty page, and writes over a corrupt entry', () => {
    const store = memoryStore({ [LAST_SEEN_STORAGE_KEY]: 'not json' })
    saveLastSeenPage('general', page([], 0, null), NOW, store)
    expect(store.data[LAST_SEEN_STORAGE_KEY]).toBe('not json')
    saveLastSeenPage('general', page([message(0)], 1, null), NOW, store)
    expect(readLastSeenPage('general', NOW, store)?.messages).toEqual([message(0)])
  })

  it('leaves the app running when storage refuses the write', () => {
    const store = memoryStore({}, true)
    expect(() => saveLastSeenPage('general', page([message(39)]), NOW, store)).not.toThrow()
    expect(readLastSeenPage('general', NOW, store)).toBeNull()
  })
})
