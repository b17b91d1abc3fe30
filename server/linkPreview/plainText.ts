import { Parser } from 'htmlparser2'

/** Elements whose content is code or styling, never words for people. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript'])

/** Directional marks, embeddings, overrides and isolates: they could make a title display as something else. */
const BIDI_CONTROLS = new Set([0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069])

/** C0 and C1 control characters (whitespace among them becomes a space instead) and the bidi controls. */
function isUnwanted(char: string): boolean {
  const codePoint = char.codePointAt(0) ?? 0
  if (/\s/.test(char)) return false
  return codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f) || BIDI_CONTROLS.has(codePoint)
}

/**
 * A tag value as plain text for a preview card: any markup in it is removed (the content of script, style, template
 * and noscript with it), entities are left as they are (the page's parser decoded them once already), control
 * characters and bidirectional overrides are dropped, whitespace runs become one space, and the result is trimmed
 * and cut to `maxLength` code points (ending with '…' when cut). Null when nothing is left.
 */
export function toPlainText(value: string, maxLength: number): string | null {
  let text = ''
  let skipping = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (NOT_TEXT.has(name)) skipping += 1
      },
      onclosetag(name) {
        if (NOT_TEXT.has(name)) skipping = Math.max(0, skipping - 1)
      },
      ontext(piece) {
        if (skipping === 0) text += piece
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  )
  parser.write(value)
  parser.end()
  const codePoints = Array.from(
    Array.from(text)
      .filter((char) => !isUnwanted(char))
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  if (codePoints.length === 0) return null
  if (codePoints.length <= maxLength) return codePoints.join('')
  return `${codePoints
    .slice(0, maxLength - 1)
    .join('')
    .trimEnd()}…`
}
