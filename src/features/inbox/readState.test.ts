import {
  countUnread,
  isAfter,
  loadReadMark,
  parseReadMark,
  readMarkKey,
  resetReadMarksForTests,
  saveReadMark,
  unreadText,
} from './readState'

/** A 75-digit position like the index's, ending in `n`. */
const at = (n: number) => String(n).padStart(75, '0')
const ALICE = '0xA11CE00000000000000000000000000000000001'

/** A Storage stand-in over a Map, optionally refusing reads or writes. */
function memoryStorage({ failRead = false, failWrite = false } = {}) {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key: string) => {
      if (failRead) throw new Error('SecurityError')
      return values.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (failWrite) throw new Error('QuotaExceededError')
      values.set(key, value)
    },
  }
}

beforeEach(() => resetReadMarksForTests())

describe('readMarkKey', () => {
  it('is one key per account whatever the spelling of its address', () => {
    expect(readMarkKey(ALICE)).toBe(readMarkKey(ALICE.toLowerCase()))
    expect(readMarkKey(ALICE)).toBe('inbox-read:0xa11ce00000000000000000000000000000000001')
  })
})

describe('isAfter (chain order of index positions)', () => {
  it.each([
    [at(2), at(1), true],
    [at(1), at(2), false],
    [at(1), at(1), false],
    ['10', '9', true],
    ['9', '10', false],
  ])('%s after %s → %s', (position, than, expected) => {
    expect(isAfter(position, than)).toBe(expected)
  })
})

describe('parseReadMark (stored values; corrupted → nothing read)', () => {
  it.each<[string, string | null, string | null]>([
    ['a position', at(7), at(7)],
    ['nothing stored', null, null],
    ['an empty string', '', null],
    ['JSON', '{"position":"1"}', null],
    ['a negative number', '-1', null],
    ['digits with spaces', ' 12 ', null],
  ])('%s', (_case, stored, expected) => {
    expect(parseReadMark(stored)).toBe(expected)
  })
})

describe('countUnread (items newer than the read mark)', () => {
  const items = [{ position: at(30) }, { position: at(20) }, { position: at(10) }]
  it.each<[string, string | null, number]>([
    ['nothing read: all', null, 3],
    ['read up to the newest: none', at(30), 0],
    ['read past the newest (another tab): none', at(40), 0],
    ['read up to the middle: the one above', at(20), 1],
    ['read between two items', at(15), 2],
    ['read before the oldest: all', at(5), 3],
  ])('%s', (_case, mark, expected) => {
    expect(countUnread(items, mark)).toBe(expected)
  })

  it('counts nothing in an empty inbox', () => {
    expect(countUnread([], null)).toBe(0)
  })
})

describe('unreadText (the count on the bell and in the title)', () => {
  it.each<[number, number, boolean, string]>([
    [0, 20, false, ''],
    [0, 20, true, ''],
    [3, 20, false, '3'],
    [3, 20, true, '3'],
    [20, 20, false, '20'],
    [20, 20, true, '20+'],
  ])('%i unread of a page of %i, older pages %s → %j', (unread, pageSize, hasOlder, expected) => {
    expect(unreadText(unread, pageSize, hasOlder)).toBe(expected)
  })
})

describe('loadReadMark / saveReadMark (persisted per address)', () => {
  it('stores the mark under the lower-case address and reads it back for any spelling', () => {
    const storage = memoryStorage()
    saveReadMark(ALICE, at(5), storage)
    expect(storage.values.get('inbox-read:0xa11ce00000000000000000000000000000000001')).toBe(at(5))
    resetReadMarksForTests()
    expect(loadReadMark(ALICE.toLowerCase(), storage)).toBe(at(5))
  })

  it('keeps marks apart per address', () => {
    const storage = memoryStorage()
    saveReadMark(ALICE, at(5), storage)
    expect(loadReadMark('0xb0b0000000000000000000000000000000000002', storage)).toBeNull()
  })

  it('only moves the mark forward', () => {
    const storage = memoryStorage()
    saveReadMark(ALICE, at(9), storage)
    saveReadMark(ALICE, at(4), storage)
    expect(loadReadMark(ALICE, storage)).toBe(at(9))
    saveReadMark(ALICE, at(12), storage)
    expect(loadReadMark(ALICE, storage)).toBe(at(12))
  })

  it('ignores a position that is not one', () => {
    const storage = memoryStorage()
    saveReadMark(ALICE, 'latest', storage)
    expect(loadReadMark(ALICE, storage)).toBeNull()
  })

  it.each([
    ['a corrupted value', 'not a position'],
    ['a JSON value', '{"readUpTo":5}'],
  ])('treats %s as nothing read, and a new mark replaces it', (_case, stored) => {
    const storage = memoryStorage()
    storage.values.set(readMarkKey(ALICE), stored)
    expect(loadReadMark(ALICE, storage)).toBeNull()
    saveReadMark(ALICE, at(3), storage)
    expect(storage.values.get(readMarkKey(ALICE))).toBe(at(3))
  })

  it('keeps the mark for the visit when storage refuses writes', () => {
    const storage = memoryStorage({ failWrite: true })
    saveReadMark(ALICE, at(8), storage)
    expect(loadReadMark(ALICE, storage)).toBe(at(8))
  })

  it('reads nothing, and does not throw, when storage refuses reads', () => {
    const storage = memoryStorage({ failRead: true })
    expect(loadReadMark(ALICE, storage)).toBeNull()
    expect(() => saveReadMark(ALICE, at(2), storage)).not.toThrow()
    expect(loadReadMark(ALICE, storage)).toBe(at(2))
  })

  it('works without any storage (blocked by the browser)', () => {
    saveReadMark(ALICE, at(6), null)
    expect(loadReadMark(ALICE, null)).toBe(at(6))
  })

  it('takes a newer mark written by another tab over this visit’s', () => {
    const storage = memoryStorage()
    saveReadMark(ALICE, at(6), storage)
    storage.values.set(readMarkKey(ALICE), at(11))
    expect(loadReadMark(ALICE, storage)).toBe(at(11))
  })
})
