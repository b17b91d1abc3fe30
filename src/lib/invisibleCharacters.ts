/**
 * Characters that render as nothing or as blank space, so a name containing them can impersonate another
 * (spec §5: backslash, zero-width, invisible or whitespace-like unicode). Decided by Unicode properties rather than a
 * hand-kept list, so characters the list forgot (U+1BCA0 shorthand format controls, U+110BD Kaithi number sign, ...)
 * are caught and new Unicode versions are covered by the browser's own tables:
 * - White_Space: every space, tab, line/paragraph separator (Zs, Zl, Zp and the whitespace controls);
 * - Default_Ignorable_Code_Point: zero-width characters, joiners, variation selectors, fillers (U+3164, U+115F...),
 *   tags, and code points reserved to be ignorable;
 * - General_Category Cf (format): bidi controls, soft hyphen, invisible operators, format controls of any script;
 * - General_Category Cc (controls) and Cs (lone surrogates, which no encoding can store);
 * - two glyphs that are drawn blank but have none of these properties: U+2800 braille pattern blank and U+1D159
 *   musical symbol null notehead.
 * The ASCII space is not here: it has its own message ('Spaces not allowed').
 */
const INVISIBLE_CHARACTER = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\p{Cs}\u2800\u{1D159}]/u

/** The sign shown in place of each invisible character when a name is displayed (spec §5). */
export const INVISIBLE_CHARACTER_SIGN = '⚠'

/** True for a single character (code point) that is invisible, blank-looking or a backslash. */
export function isForbiddenCharacter(character: string): boolean {
  if (character === '\\') return true
  if (character === ' ' || character === '') return false
  return INVISIBLE_CHARACTER.test(character)
}

/** True when the text contains an invisible or blank-looking character (the backslash does not count here). */
export function hasInvisibleCharacters(text: string): boolean {
  return [...text].some((character) => character !== '\\' && isForbiddenCharacter(character))
}

/** The text with every invisible character replaced by the warning sign, for display of usernames. */
export function markInvisibleCharacters(text: string): string {
  return [...text].map((c) => (c !== '\\' && isForbiddenCharacter(c) ? INVISIBLE_CHARACTER_SIGN : c)).join('')
}
