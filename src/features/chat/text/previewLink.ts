import type { TextContext } from './tokenize'
import { tokenizeMessage } from './tokenize'

const WRITTEN_AS_WEB = /^https?:\/\//i

/**
 * The link a message's preview card is for (issue #38): the first one the text renders as a link (spec §5, the very
 * tokens MessageText renders, so the card always matches a link the reader sees), written as an http(s) URL. Images,
 * YouTube frames, the product's own collection and referral links, `ar://` and `ipfs://` links (gateway files, not
 * pages), and anything left as text have none. Returns the link's href (absolute http(s)), or null.
 */
export function previewLink(text: string, context: TextContext): string | null {
  for (const token of tokenizeMessage(text, context)) {
    if (token.kind === 'link' && WRITTEN_AS_WEB.test(token.text)) return token.href
  }
  return null
}
