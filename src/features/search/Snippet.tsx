import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { HighlightRange } from '../../services/index'

/**
 * The pieces of `text` with the `ranges` ([start, end) in UTF-16 code units, as the index gives them) marked. Ranges
 * out of order, overlapping, empty or past the end are skipped; an end or start inside a surrogate pair moves out of
 * it, so no character is ever cut in two.
 */
export function splitHighlights(text: string, ranges: readonly HighlightRange[]): { text: string; isMatch: boolean }[] {
  const isLowSurrogate = (index: number) => /[\uDC00-\uDFFF]/.test(text.charAt(index))
  const pieces: { text: string; isMatch: boolean }[] = []
  let at = 0
  for (const [rawStart, rawEnd] of ranges) {
    const start = isLowSurrogate(rawStart) ? rawStart - 1 : rawStart
    const end = isLowSurrogate(rawEnd) ? rawEnd + 1 : rawEnd
    if (start < at || end <= start || end > text.length) continue
    if (start > at) pieces.push({ text: text.slice(at, start), isMatch: false })
    pieces.push({ text: text.slice(start, end), isMatch: true })
    at = end
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isMatch: false })
  return pieces
}

/**
 * A search hit's snippet with its matched words in `<mark>` (issue #37). The snippet is shown as text only: React
 * text nodes, never markup (spec §5 rendering rules), so whatever a message says stays what it says.
 */
export function Snippet({ text, highlights }: { text: string; highlights: readonly HighlightRange[] }) {
  const nodes: ReactNode[] = splitHighlights(text, highlights).map((piece, index) =>
    piece.isMatch ? <Mark key={index}>{piece.text}</Mark> : piece.text,
  )
  return <>{nodes}</>
}

/** Bold and underlined rather than a fill: keeps the text's contrast in both palettes. */
const Mark = styled.mark`
  background: none;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.primary};
  text-decoration-thickness: 2px;
`
