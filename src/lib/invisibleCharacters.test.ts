import {
  INVISIBLE_CHARACTER_SIGN,
  hasInvisibleCharacters,
  isForbiddenCharacter,
  markInvisibleCharacters,
} from './invisibleCharacters'

describe('invisible characters in usernames (spec §5)', () => {
  it.each([
    ['alice.demo', 'alice.demo', false],
    ['al\u200bice.demo', `al${INVISIBLE_CHARACTER_SIGN}ice.demo`, true],
    ['\u202ealice', `${INVISIBLE_CHARACTER_SIGN}alice`, true],
    ['a\u00a0b\u3000c', `a${INVISIBLE_CHARACTER_SIGN}b${INVISIBLE_CHARACTER_SIGN}c`, true],
    ['tag\u{e0041}', `tag${INVISIBLE_CHARACTER_SIGN}`, true],
    ['🐸🙂', '🐸🙂', false],
    ['back\\slash', 'back\\slash', false],
    ['two words', 'two words', false],
  ])('%j is shown as %j', (name, shown, flagged) => {
    expect(markInvisibleCharacters(name)).toBe(shown)
    expect(hasInvisibleCharacters(name)).toBe(flagged)
  })

  it.each([
    ['\\', true],
    ['\u200b', true],
    ['\ufeff', true],
    ['\t', true],
    [' ', false],
    ['a', false],
    ['é', false],
  ])('isForbiddenCharacter(%j) → %s', (character, expected) => {
    expect(isForbiddenCharacter(character)).toBe(expected)
  })
})
