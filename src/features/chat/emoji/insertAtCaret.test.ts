import { insertAtCaret } from './insertAtCaret'

describe('insertAtCaret', () => {
  it.each([
    ['at the caret', 'ab', 1, 1, { text: 'a😀b', caret: 3 }],
    ['at the start of the text', 'ab', 0, 0, { text: '😀ab', caret: 2 }],
    ['at the end of the text', 'ab', 2, 2, { text: 'ab😀', caret: 4 }],
    ['into an empty text', '', 0, 0, { text: '😀', caret: 2 }],
    ['in place of a selection', 'a big cat', 2, 5, { text: 'a 😀 cat', caret: 4 }],
    ['in place of a backwards selection', 'a big cat', 5, 2, { text: 'a 😀 cat', caret: 4 }],
    ['at the end when the selection is past the text', 'ab', 7, 9, { text: 'ab😀', caret: 4 }],
  ])('inserts %s', (_case, text, start, end, expected) => {
    expect(insertAtCaret(text, start, end, '😀')).toEqual(expected)
  })

  it('counts a multi-code-point emoji (skin tone, ZWJ sequence) in UTF-16 units', () => {
    const family = '👩‍👩‍👧'
    expect(insertAtCaret('hi ', 3, 3, family)).toEqual({ text: `hi ${family}`, caret: 3 + family.length })
  })
})
