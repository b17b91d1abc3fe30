import { Parser } from 'htmlparser2'

/**
 * What a page says about itself, as found (entities decoded, not yet cleaned or cut). The plain-HTML fallbacks are
 * apart from the card tags because an oEmbed answer (oembed.ts) comes between them.
 */
export interface PageMeta {
  /** og:title, else twitter:title. */
  title?: string
  /** The text of `<title>`. */
  documentTitle?: string
  description?: string
  /** og:site_name. */
  siteName?: string
  /** `<meta name="application-name">`. */
  applicationName?: string
  /** The image URL as written (maybe relative). */
  image?: string
  /** The href of the first `<link rel="alternate" type="application/json+oembed">`, as written (maybe relative). */
  oembed?: string
}

type TagField = Exclude<keyof PageMeta, 'oembed'>

/** Which tags fill each field, best first: Open Graph, then Twitter cards, then plain HTML. */
const SOURCES: Record<TagField, readonly string[]> = {
  title: ['og:title', 'twitter:title'],
  documentTitle: ['<title>'],
  description: ['og:description', 'twitter:description', 'description'],
  siteName: ['og:site_name'],
  applicationName: ['application-name'],
  image: ['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'],
}
const WANTED = new Set(Object.values(SOURCES).flat())

/** oEmbed's discovery link for JSON (its XML twin, text/xml+oembed, is not read). */
const OEMBED_JSON_TYPE = 'application/json+oembed'

/** Whether a `<link>` is the oEmbed JSON discovery link: rel holds the token "alternate", type is the JSON one. */
const isOembedLink = (attributes: Record<string, string>) =>
  (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('alternate') &&
  (attributes.type ?? '').trim().toLowerCase() === OEMBED_JSON_TYPE &&
  Boolean(attributes.href?.trim())

/** Longest value kept per tag (characters); the fields are cut much shorter later, this only bounds memory. */
const MAX_RAW_LENGTH = 8 * 1024

/** Collects a page's preview tags from HTML fed in pieces, and tells when the head is over. */
export interface MetaCollector {
  /** Feeds the next piece of the page's text. */
  write(text: string): void
  /** Flushes the parser at the end of what is read. */
  end(): void
  /** True once the head has ended (`</head>` or `<body>`): the preview tags are all seen, reading may stop. */
  isHeadComplete(): boolean
  /** The fields found so far. */
  meta(): PageMeta
}

/**
 * A collector over htmlparser2's streaming tokenizer (no DOM kept): `<meta property|name=… content=…>` for the Open
 * Graph, Twitter and description tags (the first of each counts), the text of `<title>`, and the href of the first
 * oEmbed JSON discovery `<link>`. Values come back with entities decoded and may still hold markup or control
 * characters (plainText.ts cleans them).
 */
export function createMetaCollector(): MetaCollector {
  const found = new Map<string, string>()
  let title: string | undefined
  let oembed: string | undefined
  let inTitle = false
  let isHeadComplete = false
  const keep = (key: string, value: string) => {
    // An empty tag does not hide a fallback that has a value.
    if (!found.has(key) && value.trim()) found.set(key, value.slice(0, MAX_RAW_LENGTH))
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') isHeadComplete = true
        if (name === 'title' && title === undefined) {
          inTitle = true
          title = ''
        }
        if (name === 'link' && oembed === undefined && isOembedLink(attributes)) {
          oembed = attributes.href?.trim().slice(0, MAX_RAW_LENGTH)
        }
        if (name !== 'meta') return
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase()
        if (WANTED.has(key) && attributes.content !== undefined) keep(key, attributes.content)
      },
      ontext(text) {
        if (inTitle && title !== undefined && title.length < MAX_RAW_LENGTH) title += text
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false
          keep('<title>', title ?? '')
        }
        if (name === 'head') isHeadComplete = true
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  return {
    write: (text) => parser.write(text),
    end: () => parser.end(),
    isHeadComplete: () => isHeadComplete,
    meta() {
      const meta: PageMeta = {}
      for (const field of Object.keys(SOURCES) as TagField[]) {
        const key = SOURCES[field].find((source) => found.has(source))
        if (key) meta[field] = found.get(key)
      }
      if (oembed !== undefined) meta.oembed = oembed
      return meta
    },
  }
}
