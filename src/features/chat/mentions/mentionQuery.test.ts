import { MAX_SUGGESTIONS, applyMention, mentionQueryAt, suggestNames } from './mentionQuery'

describe('mentionQueryAt', () => {
  it.each([
    ['@', 1, { start: 0, prefix: '' }],
    ['hi @al', 6, { start: 3, prefix: 'al' }],
    ['hi @al and more', 6, { start: 3, prefix: 'al' }],
    ['line\n@bo', 8, { start: 5, prefix: 'bo' }],
    ['mail bob@al', 11, null],
    ['hi @Al', 6, null],
    ['hi @al ', 7, null],
    ['hi @al', null, null],
  ])('%j at %s → %j', (text, caret, query) => expect(mentionQueryAt(text, caret)).toEqual(query))
})

describe('suggestNames', () => {
  const seen = ['alice.demo', 'al.demo', 'bob.demo', '', 'alex.eth', 'Alfred.demo', 'alina.demo']
  it('offers seen names of this TLD starting with the prefix, shortest first', () => {
    expect(suggestNames('al', seen, '.demo')).toEqual(['al', 'alice', 'alina'])
  })
  it('puts the exact on-chain match first when it was not seen', () => {
    expect(suggestNames('alf', seen, '.demo', 'alf')).toEqual(['alf'])
    expect(suggestNames('al', seen, '.demo', 'al')).toEqual(['al', 'alice', 'alina'])
  })
  it(`shows at most ${MAX_SUGGESTIONS}`, () => {
    const many = Array.from({ length: 20 }, (_, index) => `n${index}.demo`)
    expect(suggestNames('n', many, '.demo')).toHaveLength(MAX_SUGGESTIONS)
  })
})

describe('applyMention', () => {
  it('replaces what was typed with the name and a space, caret after it', () => {
    const text = 'hi @al how are you'
    const query = { start: 3, prefix: 'al' }
    expect(applyMention(text, query, 6, 'alice')).toEqual({ text: 'hi @alice how are you', caret: 10 })
  })
})
