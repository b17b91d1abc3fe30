/**
 * Characters that render as nothing or as blank space, so a name containing them can impersonate another
 * (spec §5: backslash, zero-width, invisible or whitespace-like unicode). Ranges are inclusive code points.
 * The ASCII space is not here: it has its own message ('Spaces not allowed').
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], // C0 controls, incl. tab and newlines
  [0x007f, 0x009f], // DEL and C1 controls, incl. NEL
  [0x00a0, 0x00a0], // no-break space
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark
  [0x115f, 0x1160], // Hangul choseong/jungseong fillers
  [0x1680, 0x1680], // Ogham space mark
  [0x17b4, 0x17b5], // Khmer inherent vowels
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x2000, 0x200f], // en quad … hair space, zero-width space/joiners, LRM, RLM
  [0x2028, 0x202f], // line/paragraph separators, bidi embeddings, narrow no-break space
  [0x205f, 0x206f], // medium math space, word joiner, invisible operators, bidi isolates
  [0x2800, 0x2800], // braille pattern blank
  [0x3000, 0x3000], // ideographic space
  [0x3164, 0x3164], // Hangul filler
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // zero-width no-break space (BOM)
  [0xffa0, 0xffa0], // halfwidth Hangul filler
  [0xfff0, 0xfffb], // specials incl. interlinear annotation
  [0x1d159, 0x1d159], // musical symbol null notehead
  [0x1d173, 0x1d17a], // musical formatting controls
  [0xe0000, 0xe007f], // tag characters
  [0xe0100, 0xe01ef], // variation selectors supplement
]

/** The sign shown in place of each invisible character when a name is displayed (spec §5). */
export const INVISIBLE_CHARACTER_SIGN = '⚠'

/** True for a single character (code point) that is invisible, blank-looking or a backslash. */
export function isForbiddenCharacter(character: string): boolean {
  if (character === '\\') return true
  const codePoint = character.codePointAt(0)
  if (codePoint === undefined) return false
  return INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)
}

/** True when the text contains an invisible or blank-looking character (the backslash does not count here). */
export function hasInvisibleCharacters(text: string): boolean {
  return [...text].some((character) => character !== '\\' && isForbiddenCharacter(character))
}

/** The text with every invisible character replaced by the warning sign, for display of usernames. */
export function markInvisibleCharacters(text: string): string {
  return [...text].map((c) => (c !== '\\' && isForbiddenCharacter(c) ? INVISIBLE_CHARACTER_SIGN : c)).join('')
}
