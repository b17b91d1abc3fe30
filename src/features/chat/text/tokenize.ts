import { youtubeStartSeconds, youtubeVideoId } from './youtube'
import { ROUTES } from '../../../config/routes'

/**
 * One piece of a rendered message. Only `link.href` and `image.src` become attributes, and they are always absolute
 * http(s) URLs produced by the URL parser; `video` carries a validated id only. Everything else is text.
 */
export type MessageToken =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'image'; src: string; text: string }
  | { kind: 'video'; videoId: string; startSeconds: number; text: string }
  | { kind: 'referral' }
  | { kind: 'mention'; name: string; text: string }
  | { kind: 'collection'; address: string; text: string }

/** What the rules depend on besides the text. */
export interface TextContext {
  /** Hosts (`host[:port]`) of the product itself: referral links to them are refused, collection links not linked. */
  ownHosts: readonly string[]
  /** Absolute http(s) base for `ar://<id>` (e.g. 'https://arweave.net/'). */
  arweaveGateway: string
  /** Absolute http(s) base for `ipfs://<cid>` (e.g. 'https://ipfs.io/ipfs/'). */
  ipfsGateway: string
  /** The names' TLD with its dot ('.demo'): `@alice` and `@alice.demo` mention the name 'alice.demo'. */
  tldName?: string
}

/**
 * A mention (issue #16): '@' not glued to a word, e-mail or another mention, then a name of lower-case letters,
 * digits, '-' and '_' (what the app's names are made of), optionally with the TLD. Anything else stays text.
 */
const MENTION = /(?<![\p{L}\p{N}_.@-])@([a-z0-9_-]{1,40})((?:\.[a-z0-9-]{1,20})?)(?![\p{L}\p{N}_@-])/gu

/** The full names (`name.tld`) a text mentions, in order, without duplicates. */
export function mentionedNames(text: string, tldName: string): string[] {
  const names = new Set<string>()
  for (const match of text.matchAll(MENTION)) {
    const [, name, tld] = match
    if (name && (!tld || tld === tldName)) names.add(`${name}${tldName}`)
  }
  return [...names]
}

/** Spec §5: the text shown instead of a referral link to the product. */
export const REFERRAL_NOTICE = '(referral links not allowed)'

/** A URL candidate: a scheme we handle, '://', then everything up to whitespace (not glued to a preceding word). */
const CANDIDATE = /(?<![A-Za-z0-9+.-])(?:https?|ipfs|ar):\/\/\S+/gi
/** Characters that could break out of an attribute or disguise a URL: such a candidate stays text. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this must catch
const UNSAFE = /["'<>`\\\u0000-\u001f\u007f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/
/** Spec §5 images: URLs ending in png, jpg, jpeg, gif or webp, or carrying the ?img / ?.img marker. */
const IMAGE_END = /\.(?:png|jpe?g|gif|webp)$|\?\.?img$/i
/** Spec §5 links: not for URLs ending in jpg, png, jpeg, img, gif, webp, pdf or docx. */
const NOT_A_LINK_END = /[.?](?:jpe?g|png|img|gif|webp|pdf|docx)$/i
const AR_REST = /^([A-Za-z0-9_-]{43})((?:[/?][A-Za-z0-9._~%!$&()*+,;=:@/?-]*)?)$/
const IPFS_REST = /^([A-Za-z0-9]{20,100})((?:[/?][A-Za-z0-9._~%!$&()*+,;=:@/?-]*)?)$/
const TRAILING_PUNCTUATION = /[.,;:!?*…"'>]$/

/** Drops sentence punctuation after a URL ("see https://x.org/a." links https://x.org/a); keeps balanced brackets. */
export function trimUrlCandidate(candidate: string): string {
  let url = candidate
  for (;;) {
    const last = url.at(-1) ?? ''
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
    const opener = pairs[last]
    if (TRAILING_PUNCTUATION.test(last)) url = url.slice(0, -1)
    else if (opener && url.split(opener).length <= url.split(last).length - 1) url = url.slice(0, -1)
    else return url
  }
}

/** Parses `text` as an absolute http(s) URL without credentials; null otherwise. */
function parseHttp(text: string): URL | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password)
    return null
  return url
}

/** Maps `ar://` and `ipfs://` to their gateway; the result must stay on the gateway's origin. */
function mapToGateway(candidate: string, scheme: 'ar' | 'ipfs', context: TextContext): URL | null {
  const rest = candidate.slice(`${scheme}://`.length)
  const match = (scheme === 'ar' ? AR_REST : IPFS_REST).exec(rest)
  // Dot segments would resolve to another id on the gateway than the one shown.
  if (!match || /\/\.\.?(?:[/?]|$)/.test(match[2] ?? '')) return null
  const gateway = parseHttp(scheme === 'ar' ? context.arweaveGateway : context.ipfsGateway)
  const url = gateway && parseHttp(`${gateway.href}${match[1]}${match[2] ?? ''}`)
  return url && gateway && url.origin === gateway.origin ? url : null
}

const isOwnHost = (url: URL, context: TextContext) =>
  context.ownHosts.some((host) => host.toLowerCase() === url.host.toLowerCase())

/**
 * Spec §5 "Links and media in text" for one trimmed URL candidate. Anything that is not a well-formed http(s), ar or
 * ipfs URL (quotes, angle brackets, control or invisible characters, credentials, a bad gateway path) stays text.
 */
export function classifyUrl(candidate: string, context: TextContext): MessageToken {
  const text = candidate
  if (UNSAFE.test(candidate)) return { kind: 'text', text }
  const scheme = candidate.slice(0, candidate.indexOf(':')).toLowerCase()
  const url = scheme === 'ar' || scheme === 'ipfs' ? mapToGateway(candidate, scheme, context) : parseHttp(candidate)
  if (!url) return { kind: 'text', text }
  const isWeb = scheme === 'http' || scheme === 'https'
  if (isWeb && isOwnHost(url, context)) {
    if (url.searchParams.has('ref') || /[?&#]ref=/i.test(candidate)) return { kind: 'referral' }
    if (url.pathname.startsWith(ROUTES.nftCollection)) {
      // Spec §5: the product's own collection links are not anchors; a well-formed one may show as a card.
      const address = url.searchParams.get('id') ?? ''
      return /^0x[0-9a-fA-F]{40}$/.test(address) ? { kind: 'collection', address, text } : { kind: 'text', text }
    }
  }
  const videoId = isWeb ? youtubeVideoId(url) : null
  if (videoId) return { kind: 'video', videoId, startSeconds: youtubeStartSeconds(url), text }
  if (IMAGE_END.test(candidate)) return { kind: 'image', src: url.href, text }
  if (NOT_A_LINK_END.test(candidate)) return { kind: 'text', text }
  return { kind: 'link', href: url.href, text }
}

function pushText(tokens: MessageToken[], text: string): void {
  if (!text) return
  const last = tokens.at(-1)
  if (last?.kind === 'text') last.text += text
  else tokens.push({ kind: 'text', text })
}

/** Plain text with its mentions as tokens (only with a TLD in the context; a wrong TLD stays text). */
function pushTextWithMentions(tokens: MessageToken[], text: string, context: TextContext): void {
  const { tldName } = context
  if (!tldName || !text.includes('@')) return pushText(tokens, text)
  let cursor = 0
  for (const match of text.matchAll(MENTION)) {
    const [whole, name, tld] = match
    if (!name || (tld && tld !== tldName)) continue
    pushText(tokens, text.slice(cursor, match.index))
    tokens.push({ kind: 'mention', name: `${name}${tldName}`, text: whole })
    cursor = match.index + whole.length
  }
  pushText(tokens, text.slice(cursor))
}

/** Tokens of one line (no line breaks inside). */
function tokenizeLine(line: string, context: TextContext, tokens: MessageToken[]): void {
  let cursor = 0
  for (const match of line.matchAll(CANDIDATE)) {
    const start = match.index
    const candidate = trimUrlCandidate(match[0])
    pushTextWithMentions(tokens, line.slice(cursor, start), context)
    const token = classifyUrl(candidate, context)
    if (token.kind === 'text') pushText(tokens, token.text)
    else tokens.push(token)
    cursor = start + candidate.length
  }
  pushTextWithMentions(tokens, line.slice(cursor), context)
}

/**
 * Splits a message into tokens (spec §5, issue #5 part 7): line breaks, links, images, video frames, the referral
 * notice, mentions of names (issue #16), and plain text for everything else. Pure: the renderer turns tokens into React elements, so no user text
 * ever reaches innerHTML.
 */
export function tokenizeMessage(text: string, context: TextContext): MessageToken[] {
  const tokens: MessageToken[] = []
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) tokens.push({ kind: 'break' })
    tokenizeLine(line, context, tokens)
  })
  return tokens
}

/** Image URLs (as http(s)) in a text, for the composer's thumbnails. */
export const imageSources = (text: string, context: TextContext): string[] =>
  tokenizeMessage(text, context).flatMap((token) => (token.kind === 'image' ? [token.src] : []))

export interface Truncated {
  text: string
  isTruncated: boolean
}

/**
 * Cuts a long text for the feed (issue #5 part 5): at most `maxChars` characters (code points, so no emoji is split)
 * and `maxLines` lines, never inside a URL (the cut moves back to the URL's start), and not inside a word when a
 * space is at most 24 characters back.
 */
export function truncateMessage(text: string, maxChars: number, maxLines: number): Truncated {
  const codePoints = Array.from(text)
  let cut = codePoints.length > maxChars ? codePoints.slice(0, maxChars).join('').length : text.length
  let lines = 0
  for (let index = 0; index < cut; index++) {
    if (text[index] === '\n' && ++lines >= maxLines) {
      cut = index
      break
    }
  }
  if (cut >= text.length) return { text, isTruncated: false }
  for (const match of text.matchAll(CANDIDATE)) {
    if (match.index < cut && match.index + match[0].length > cut) cut = match.index
  }
  // Inside a word, step back to the space before it when one is near.
  const space = /\s/.test(text[cut] ?? ' ') ? cut : text.slice(0, cut).search(/\s\S{0,24}$/)
  if (space > 0) cut = space
  return { text: text.slice(0, cut).trimEnd(), isTruncated: true }
}
