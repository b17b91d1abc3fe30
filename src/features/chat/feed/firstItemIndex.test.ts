import { FIRST_ITEM_INDEX, shiftFirstItemIndex } from './firstItemIndex'

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i)
const START = FIRST_ITEM_INDEX

describe('the virtual list keeps the reader in place (issue #18)', () => {
  it('leaves the index alone when older messages are appended below (Load more)', () => {
    expect(shiftFirstItemIndex(range(99, 90), range(99, 80), START, true)).toBe(START)
  })

  it('grows by the messages the page cap dropped at the top', () => {
    expect(shiftFirstItemIndex(range(99, 0), range(89, 0), START, false)).toBe(START + 10)
  })

  it('shrinks by the messages of a dropped page read again at the top', () => {
    expect(shiftFirstItemIndex(range(89, 0), range(99, 0), START + 10, true)).toBe(START)
  })

  it('keeps live messages in place at the top while the newest page is held', () => {
    expect(shiftFirstItemIndex(range(99, 90), range(101, 90), START, false)).toBe(START)
  })

  it('leaves the index alone for an empty list or a change at both ends', () => {
    expect(shiftFirstItemIndex([], range(9, 0), START, true)).toBe(START)
    expect(shiftFirstItemIndex(range(9, 0), [20, 19], START, true)).toBe(START)
  })
})
