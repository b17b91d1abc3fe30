import { MAX_QUERY_CHARS, TOO_SHORT_MESSAGE, parseSearchQuery } from './parseQuery'

describe('parseSearchQuery (issue #37)', () => {
  it('is empty for nothing or blanks', () => {
    expect(parseSearchQuery('')).toEqual({ kind: 'empty' })
    expect(parseSearchQuery('   \n')).toEqual({ kind: 'empty' })
  })

  it('asks for a word of two letters or digits', () => {
    expect(parseSearchQuery('a')).toEqual({ kind: 'too-short', message: TOO_SHORT_MESSAGE })
    expect(parseSearchQuery('"" - ! a')).toEqual({ kind: 'too-short', message: TOO_SHORT_MESSAGE })
    expect(parseSearchQuery('from:alice')).toEqual({ kind: 'too-short', message: TOO_SHORT_MESSAGE })
    expect(parseSearchQuery('gm').kind).toBe('ok')
    expect(parseSearchQuery('日本').kind).toBe('ok')
  })

  it('passes the words as typed, with websearch syntax intact', () => {
    expect(parseSearchQuery('  "dark mode" OR toggle -light ')).toEqual({
      kind: 'ok',
      q: '"dark mode" OR toggle -light',
      words: '"dark mode" OR toggle -light',
      from: null,
    })
  })

  it('takes one from: author, a name with or without its TLD or an address', () => {
    expect(parseSearchQuery('from:alice gm')).toEqual({ kind: 'ok', q: 'from:alice gm', words: 'gm', from: 'alice' })
    expect(parseSearchQuery('gm FROM:bob.demo')).toMatchObject({ kind: 'ok', words: 'gm', from: 'bob.demo' })
    const address = `0x${'ab'.repeat(20)}`
    expect(parseSearchQuery(`multicall from:${address}`)).toMatchObject({ kind: 'ok', from: address })
  })

  it('explains what it cannot search', () => {
    expect(parseSearchQuery('from: gm')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('from:') })
    expect(parseSearchQuery('from:a from:b gm')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('once'),
    })
    expect(parseSearchQuery('from:a.b.c gm')).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('not a name'),
    })
    expect(parseSearchQuery('x'.repeat(MAX_QUERY_CHARS + 1))).toMatchObject({ kind: 'invalid' })
  })

  it('does not take a word that merely contains from: for the operator', () => {
    expect(parseSearchQuery('datafrom:x gm')).toMatchObject({ kind: 'ok', from: null })
  })
})
