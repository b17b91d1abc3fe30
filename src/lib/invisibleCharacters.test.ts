import {
  INVISIBLE_CHARACTER_SIGN,
  hasInvisibleCharacters,
  isForbiddenCharacter,
  markInvisibleCharacters,
} from './invisibleCharacters'

const at = (codePoint: number) => String.fromCodePoint(codePoint)
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`

describe('invisible characters in usernames (spec §5)', () => {
  it.each([
    ['alice.demo', 'alice.demo', false],
    ['al\u200bice.demo', `al${INVISIBLE_CHARACTER_SIGN}ice.demo`, true],
    ['\u202ealice', `${INVISIBLE_CHARACTER_SIGN}alice`, true],
    ['a\u00a0b\u3000c', `a${INVISIBLE_CHARACTER_SIGN}b${INVISIBLE_CHARACTER_SIGN}c`, true],
    ['tag\u{e0041}', `tag${INVISIBLE_CHARACTER_SIGN}`, true],
    ['ali\u{1bca0}ce', `ali${INVISIBLE_CHARACTER_SIGN}ce`, true],
    ['\u{110bd}bob', `${INVISIBLE_CHARACTER_SIGN}bob`, true],
    ['🐸🙂', '🐸🙂', false],
    ['back\\slash', 'back\\slash', false],
    ['two words', 'two words', false],
  ])('%j is shown as %j', (name, shown, flagged) => {
    expect(markInvisibleCharacters(name)).toBe(shown)
    expect(hasInvisibleCharacters(name)).toBe(flagged)
  })

  // One row per kind of character spec §5 forbids, named by the Unicode property that catches it.
  it.each([
    ['backslash', 0x5c],
    ['tab (White_Space, Cc)', 0x09],
    ['line feed (White_Space, Cc)', 0x0a],
    ['NUL (Cc)', 0x00],
    ['DEL (Cc)', 0x7f],
    ['next line NEL (White_Space, Cc)', 0x85],
    ['no-break space (White_Space)', 0xa0],
    ['soft hyphen (Cf)', 0xad],
    ['combining grapheme joiner (Default_Ignorable)', 0x34f],
    ['Arabic number sign (Cf)', 0x600],
    ['Arabic letter mark (Cf)', 0x61c],
    ['Hangul choseong filler (Default_Ignorable)', 0x115f],
    ['Ogham space mark (White_Space)', 0x1680],
    ['Khmer inherent vowel (Default_Ignorable)', 0x17b4],
    ['Mongolian vowel separator (Cf)', 0x180e],
    ['en quad (White_Space)', 0x2000],
    ['hair space (White_Space)', 0x200a],
    ['zero-width space (Cf)', 0x200b],
    ['zero-width joiner (Cf)', 0x200d],
    ['right-to-left mark (Cf)', 0x200f],
    ['line separator (White_Space, Zl)', 0x2028],
    ['paragraph separator (White_Space, Zp)', 0x2029],
    ['right-to-left override (Cf)', 0x202e],
    ['narrow no-break space (White_Space)', 0x202f],
    ['medium mathematical space (White_Space)', 0x205f],
    ['word joiner (Cf)', 0x2060],
    ['invisible times (Cf)', 0x2062],
    ['first strong isolate (Cf)', 0x2068],
    ['braille pattern blank (blank glyph)', 0x2800],
    ['ideographic space (White_Space)', 0x3000],
    ['Hangul filler (Default_Ignorable)', 0x3164],
    ['variation selector-16 (Default_Ignorable)', 0xfe0f],
    ['zero-width no-break space / BOM (Cf)', 0xfeff],
    ['halfwidth Hangul filler (Default_Ignorable)', 0xffa0],
    ['interlinear annotation anchor (Cf)', 0xfff9],
    ['Kaithi number sign (Cf)', 0x110bd],
    ['Kaithi number sign above (Cf)', 0x110cd],
    ['Egyptian hieroglyph vertical joiner (Cf)', 0x13430],
    ['shorthand format letter overlap (Cf)', 0x1bca0],
    ['shorthand format up step (Cf)', 0x1bca3],
    ['musical symbol null notehead (blank glyph)', 0x1d159],
    ['musical symbol begin beam (Cf)', 0x1d173],
    ['language tag (Cf)', 0xe0001],
    ['tag latin capital letter A (Cf)', 0xe0041],
    ['variation selector-17 (Default_Ignorable)', 0xe0100],
    ['reserved default-ignorable code point', 0xe0fff],
    ['lone high surrogate (Cs)', 0xd800],
  ])('%s is forbidden', (_kind, codePoint) => {
    expect(isForbiddenCharacter(at(codePoint))).toBe(true)
  })

  it.each([
    ['ASCII space (has its own message)', ' '],
    ['letter', 'a'],
    ['accented letter', 'é'],
    ['digit', '7'],
    ['hyphen', '-'],
    ['CJK ideograph', '名'],
    ['Arabic letter', 'ب'],
    ['emoji', '🐸'],
    ['combining acute accent', '\u0301'],
  ])('%s is allowed', (_kind, character) => {
    expect(isForbiddenCharacter(character)).toBe(false)
  })

  it('still forbids every character of the former hand-kept list', () => {
    const formerRanges: [number, number][] = [
      [0x0000, 0x001f],
      [0x007f, 0x009f],
      [0x00a0, 0x00a0],
      [0x00ad, 0x00ad],
      [0x034f, 0x034f],
      [0x061c, 0x061c],
      [0x115f, 0x1160],
      [0x1680, 0x1680],
      [0x17b4, 0x17b5],
      [0x180b, 0x180f],
      [0x2000, 0x200f],
      [0x2028, 0x202f],
      [0x205f, 0x206f],
      [0x2800, 0x2800],
      [0x3000, 0x3000],
      [0x3164, 0x3164],
      [0xfe00, 0xfe0f],
      [0xfeff, 0xfeff],
      [0xffa0, 0xffa0],
      [0xfff0, 0xfffb],
      [0x1d159, 0x1d159],
      [0x1d173, 0x1d17a],
      [0xe0000, 0xe007f],
      [0xe0100, 0xe01ef],
    ]
    const allowed: string[] = []
    for (const [from, to] of formerRanges) {
      for (let codePoint = from; codePoint <= to; codePoint++) {
        if (!isForbiddenCharacter(at(codePoint))) allowed.push(hex(codePoint))
      }
    }
    expect(allowed).toEqual([])
  })

  it('forbids every format (Cf) and White_Space character but the ASCII space', () => {
    const missed: string[] = []
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      const character = at(codePoint)
      if (character === ' ' || !/[\p{Cf}\p{White_Space}]/u.test(character)) continue
      if (!isForbiddenCharacter(character)) missed.push(hex(codePoint))
    }
    expect(missed).toEqual([])
  })
})
