/**
 * What the header search makes of the text typed (issue #37): the words go to the index as they are (its websearch
 * syntax: "quoted phrases", OR, -word), one `from:name` (a name with or without its TLD, or a 0x address) keeps one
 * author's messages. The rules mirror the index's own checks (indexer/src/api/params.ts), so a query the index would
 * refuse is explained here, before any request.
 */
export type ParsedQuery =
  | { kind: 'empty' }
  | { kind: 'too-short'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'ok'; q: string; words: string; from: string | null }

/** Longest query the index accepts (characters). */
export const MAX_QUERY_CHARS = 200

const FROM_TOKEN = /(?:^|\s)from:(\S*)/gi
/** A name label as the TLD takes it (no dot, no space), optionally with its TLD; or an address. */
const AUTHOR = /^(?:0x[0-9a-fA-F]{40}|[^.\s]{1,139}(?:\.[^.\s]+)?)$/
const WORD = /[\p{L}\p{N}]{2}/u

export const TOO_SHORT_MESSAGE = 'Type at least 2 letters or digits to search.'

/** Parses the search field's text into what to ask the index, or the reason it cannot be asked. */
export function parseSearchQuery(input: string): ParsedQuery {
  const text = input.trim()
  if (text === '') return { kind: 'empty' }
  if (text.length > MAX_QUERY_CHARS) {
    return { kind: 'invalid', message: `A search can be at most ${MAX_QUERY_CHARS} characters long.` }
  }
  const froms = [...text.matchAll(FROM_TOKEN)].map((match) => match[1] ?? '')
  if (froms.length > 1) return { kind: 'invalid', message: 'Search one author at a time: use from: only once.' }
  const from = froms[0]
  if (from === '') return { kind: 'invalid', message: 'Write a name after from:, e.g. from:alice.' }
  if (from !== undefined && !AUTHOR.test(from)) {
    return { kind: 'invalid', message: `"${from.slice(0, 40)}" is not a name or an address.` }
  }
  const words = text.replace(FROM_TOKEN, ' ').replace(/\s+/g, ' ').trim()
  if (!WORD.test(words)) return { kind: 'too-short', message: TOO_SHORT_MESSAGE }
  return { kind: 'ok', q: text, words, from: from ?? null }
}
