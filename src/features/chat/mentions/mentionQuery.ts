/** The `@name` being typed at the caret: where its '@' is and what follows it. */
export interface MentionQuery {
  /** Index of the '@'. */
  start: number
  /** The name typed so far (lower-case letters, digits, '-', '_'; may be empty). */
  prefix: string
}

const TYPING_MENTION = /(?:^|[^\p{L}\p{N}_.@-])@([a-z0-9_-]{0,40})$/u

/** The mention being typed right before `caret` in `text`, or null (issue #16 autocomplete). */
export function mentionQueryAt(text: string, caret: number | null): MentionQuery | null {
  if (caret === null) return null
  const before = text.slice(0, caret)
  const match = TYPING_MENTION.exec(before)
  if (!match) return null
  const prefix = match[1] ?? ''
  return { start: caret - prefix.length - 1, prefix }
}

/** At most this many suggestions show. */
export const MAX_SUGGESTIONS = 6

/**
 * Suggestions for `prefix` (issue #16): the names the app has seen (full names, e.g. 'alice.demo'; '' = no name)
 * that start with it, shortest first, then alphabetically; and `exact` (the typed name, when the chain says it is
 * held) first when it is not among them. Results are names without the TLD.
 */
export function suggestNames(
  prefix: string,
  seen: readonly string[],
  tldName: string,
  exact: string | null = null,
): string[] {
  const names = new Set<string>()
  for (const full of seen) {
    if (!full.endsWith(tldName)) continue
    const name = full.slice(0, -tldName.length)
    if (name && name.startsWith(prefix) && /^[a-z0-9_-]+$/.test(name)) names.add(name)
  }
  const sorted = [...names].sort((a, b) => a.length - b.length || a.localeCompare(b))
  if (exact && !names.has(exact)) sorted.unshift(exact)
  return sorted.slice(0, MAX_SUGGESTIONS)
}

/** The text after choosing `name` for `query`: '@name ' replaces what was typed; the caret goes after it. */
export function applyMention(text: string, query: MentionQuery, caret: number, name: string) {
  const inserted = `@${name} `
  return {
    text: `${text.slice(0, query.start)}${inserted}${text.slice(caret).replace(/^ /, '')}`,
    caret: query.start + inserted.length,
  }
}
