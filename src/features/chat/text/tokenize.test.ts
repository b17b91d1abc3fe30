import type { MessageToken, TextContext } from './tokenize'
import {
  REFERRAL_NOTICE,
  classifyUrl,
  imageSources,
  mentionedNames,
  tokenizeMessage,
  trimUrlCandidate,
  truncateMessage,
} from './tokenize'
import { youtubeEmbedUrl } from './youtube'

const context: TextContext = {
  ownHosts: ['demo-social.example', 'localhost:8103'],
  arweaveGateway: 'https://arweave.net/',
  ipfsGateway: 'https://ipfs.io/ipfs/',
}
const AR_ID = 'y6LKy25Umj30ZmcusA07yqNeK1yaIWp174uL-w2iuU4'
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

const text = (value: string): MessageToken => ({ kind: 'text', text: value })
const link = (href: string, label = href): MessageToken => ({ kind: 'link', href, text: label })
const image = (src: string, label = src): MessageToken => ({ kind: 'image', src, text: label })
const video = (videoId: string, label: string, startSeconds = 0): MessageToken => ({
  kind: 'video',
  videoId,
  startSeconds,
  text: label,
})
const referral: MessageToken = { kind: 'referral' }
const br: MessageToken = { kind: 'break' }

// Spec §5 "Links and media in text": message text → rendered structure, one row per rule.
const table: [string, string, MessageToken[]][] = [
  ['plain text stays text', 'gm everyone', [text('gm everyone')]],
  ['line breaks become breaks', 'one\ntwo\r\nthree', [text('one'), br, text('two'), br, text('three')]],
  ['an https link', 'see https://punk.domains/docs ok', [text('see '), link('https://punk.domains/docs'), text(' ok')]],
  ['an http link', 'http://example.com', [link('http://example.com/', 'http://example.com')]],
  ['an upper-case scheme', 'HTTPS://EXAMPLE.COM/A', [link('https://example.com/A', 'HTTPS://EXAMPLE.COM/A')]],
  [
    'sentence punctuation after a link is text',
    'go to https://x.org/a.',
    [text('go to '), link('https://x.org/a'), text('.')],
  ],
  ['a link in brackets', '(https://x.org/a)', [text('('), link('https://x.org/a'), text(')')]],
  [
    'balanced brackets stay in the link',
    'https://en.wikipedia.org/wiki/Rust_(language)',
    [link('https://en.wikipedia.org/wiki/Rust_(language)')],
  ],
  ['a quoted link', '"https://x.org/a"', [text('"'), link('https://x.org/a'), text('"')]],
  [
    'an ar:// link maps to the Arweave gateway',
    `ar://${AR_ID}`,
    [link(`https://arweave.net/${AR_ID}`, `ar://${AR_ID}`)],
  ],
  [
    'an ipfs:// link maps to the IPFS gateway',
    `ipfs://${CID}/readme`,
    [link(`https://ipfs.io/ipfs/${CID}/readme`, `ipfs://${CID}/readme`)],
  ],
  ['a .png URL is an image', 'https://x.org/cat.png', [image('https://x.org/cat.png')]],
  [
    '.jpg, .jpeg, .gif, .webp are images (any case)',
    'https://x.org/a.JPG https://x.org/b.jpeg https://x.org/c.gif https://x.org/d.webp',
    [
      image('https://x.org/a.JPG'),
      text(' '),
      image('https://x.org/b.jpeg'),
      text(' '),
      image('https://x.org/c.gif'),
      text(' '),
      image('https://x.org/d.webp'),
    ],
  ],
  ['the ?img marker makes an image', 'https://x.org/pic?img', [image('https://x.org/pic?img')]],
  ['the ?.img marker makes an image', 'https://x.org/pic?.img', [image('https://x.org/pic?.img')]],
  [
    'ar:// with ?img is an image on the gateway',
    `ar://${AR_ID}?img`,
    [image(`https://arweave.net/${AR_ID}?img`, `ar://${AR_ID}?img`)],
  ],
  [
    'ipfs:// ending in .png is an image on the gateway',
    `ipfs://${CID}/a.png`,
    [image(`https://ipfs.io/ipfs/${CID}/a.png`, `ipfs://${CID}/a.png`)],
  ],
  ['a .pdf URL is neither link nor image', 'https://x.org/paper.pdf', [text('https://x.org/paper.pdf')]],
  ['a .docx URL is neither link nor image', 'https://x.org/cv.docx', [text('https://x.org/cv.docx')]],
  ['a URL ending in .img without the marker is text', 'https://x.org/disk.img', [text('https://x.org/disk.img')]],
  [
    'a png URL with a query is a link, not an image',
    'https://x.org/a.png?size=2',
    [link('https://x.org/a.png?size=2')],
  ],
  [
    'a YouTube watch link is a video',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    [video('aqz-KE-bpKQ', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')],
  ],
  [
    'a mobile watch link is a video',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=90',
    [video('aqz-KE-bpKQ', 'https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=90', 90)],
  ],
  [
    'a youtu.be short link is a video',
    'https://youtu.be/aqz-KE-bpKQ?t=1m5s',
    [video('aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ?t=1m5s', 65)],
  ],
  [
    'a shorts link is a video',
    'https://youtube.com/shorts/aqz-KE-bpKQ',
    [video('aqz-KE-bpKQ', 'https://youtube.com/shorts/aqz-KE-bpKQ')],
  ],
  [
    'an embed link is a video',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    [video('aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ')],
  ],
  ['a YouTube link with a bad id is a plain link', 'https://youtu.be/short', [link('https://youtu.be/short')]],
  [
    'a YouTube channel page is a plain link',
    'https://www.youtube.com/@blender',
    [link('https://www.youtube.com/@blender')],
  ],
  [
    'an own-origin link with ref is refused',
    'join https://demo-social.example/?ref=alice now',
    [text('join '), referral, text(' now')],
  ],
  [
    'an own-origin referral over http, deep path',
    'http://demo-social.example/profile?id=bob&ref=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    [referral],
  ],
  ['the dev origin counts as own', 'http://localhost:8103/?ref=alice', [referral]],
  [
    'an own-origin link without ref is a link',
    'https://demo-social.example/about',
    [link('https://demo-social.example/about')],
  ],
  [
    'an own NFT collection link is not an anchor',
    'https://demo-social.example/nft/collection?id=0xabc',
    [text('https://demo-social.example/nft/collection?id=0xabc')],
  ],
  [
    'an own link to a collection address becomes a collection token (a card in memes-images)',
    'https://demo-social.example/nft/collection?id=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    [
      {
        kind: 'collection',
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        text: 'https://demo-social.example/nft/collection?id=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      },
    ],
  ],
  [
    'another site with ref is a normal link',
    'https://other.example/?ref=alice',
    [link('https://other.example/?ref=alice')],
  ],
  ['javascript: stays text', 'javascript:alert(1)', [text('javascript:alert(1)')]],
  ['data: stays text', 'data:text/html;base64,PHNjcmlwdD4=', [text('data:text/html;base64,PHNjcmlwdD4=')]],
  ['a protocol-relative URL stays text', '//evil.example/x', [text('//evil.example/x')]],
  [
    'a quote inside a URL keeps it text',
    'https://a.b/c/x"onerror="alert(1)".png',
    [text('https://a.b/c/x"onerror="alert(1)".png')],
  ],
  ['credentials in a URL keep it text', 'https://paypal.com@evil.example/', [text('https://paypal.com@evil.example/')]],
  ['a scheme glued to a word stays text', 'xhttps://evil.example', [text('xhttps://evil.example')]],
  ['a malformed ar:// id stays text', 'ar://not-an-id', [text('ar://not-an-id')]],
  ['an ar:// path with dot segments stays text', `ar://${AR_ID}/../../evil`, [text(`ar://${AR_ID}/../../evil`)]],
  ['a zero-width character keeps a URL text', 'https://exa\u200bmple.com', [text('https://exa\u200bmple.com')]],
  ['a bare scheme stays text', 'https://', [text('https://')]],
]

describe('tokenizeMessage (spec §5 table)', () => {
  it.each(table)('%s', (_rule, input, expected) => {
    expect(tokenizeMessage(input, context)).toEqual(expected)
  })
})

describe('classifyUrl', () => {
  it('builds hrefs only from the URL parser (always http or https)', () => {
    for (const [, input] of table) {
      for (const token of tokenizeMessage(input, context)) {
        if (token.kind === 'link') expect(token.href).toMatch(/^https?:\/\//)
        if (token.kind === 'image') expect(token.src).toMatch(/^https?:\/\//)
      }
    }
  })

  it('refuses a gateway mapping that would leave the gateway origin', () => {
    expect(classifyUrl('ipfs://@evil.example', context)).toEqual(text('ipfs://@evil.example'))
  })
})

describe('trimUrlCandidate', () => {
  it.each([
    ['https://x.org/a.', 'https://x.org/a'],
    ['https://x.org/a?!', 'https://x.org/a'],
    ['https://x.org/a)', 'https://x.org/a'],
    ['https://x.org/(a)', 'https://x.org/(a)'],
    ['https://x.org/a>', 'https://x.org/a'],
  ])('%s → %s', (input, expected) => expect(trimUrlCandidate(input)).toBe(expected))
})

describe('truncateMessage', () => {
  it('keeps short texts whole', () => {
    expect(truncateMessage('short', 550, 12)).toEqual({ text: 'short', isTruncated: false })
  })

  it('cuts long texts on characters', () => {
    const long = 'a'.repeat(600)
    expect(truncateMessage(long, 550, 12)).toEqual({ text: 'a'.repeat(550), isTruncated: true })
  })

  it('never splits an emoji', () => {
    const emojis = '😀'.repeat(600)
    const { text: cut } = truncateMessage(emojis, 550, 12)
    expect(Array.from(cut)).toHaveLength(550)
    expect(cut).not.toMatch(/[\ud800-\udbff]$/)
  })

  it('steps back to the space before a cut word', () => {
    const input = `${'word '.repeat(109)}wordiest tail`
    const { text: cut } = truncateMessage(input, 550, 12)
    expect(cut).toBe('word '.repeat(109).trimEnd())
  })

  it('never cuts inside a URL', () => {
    const input = `${'x'.repeat(540)} https://example.com/a/very/long/path`
    expect(truncateMessage(input, 550, 12)).toEqual({ text: 'x'.repeat(540), isTruncated: true })
  })

  it('cuts at too many lines', () => {
    const input = Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n')
    const { text: cut, isTruncated } = truncateMessage(input, 550, 12)
    expect(isTruncated).toBe(true)
    expect(cut.split('\n')).toHaveLength(12)
  })
})

describe('images and embeds', () => {
  it('lists image sources for composer thumbnails', () => {
    expect(imageSources(`look ar://${AR_ID}?img and https://x.org/a.gif`, context)).toEqual([
      `https://arweave.net/${AR_ID}?img`,
      'https://x.org/a.gif',
    ])
  })

  it('builds embed URLs from validated ids only', () => {
    expect(youtubeEmbedUrl('aqz-KE-bpKQ', 30)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30')
    expect(() => youtubeEmbedUrl('"><script>')).toThrow()
  })

  it('names the referral notice as the spec words it', () => {
    expect(REFERRAL_NOTICE).toBe('(referral links not allowed)')
  })
})

describe('mentions (issue #16)', () => {
  const withTld: TextContext = { ...context, tldName: '.demo' }
  const mention = (name: string, written: string): MessageToken => ({ kind: 'mention', name, text: written })

  it.each([
    ['hi @alice!', [text('hi '), mention('alice.demo', '@alice'), text('!')]],
    ['@alice.demo, @bob-2', [mention('alice.demo', '@alice.demo'), text(', '), mention('bob-2.demo', '@bob-2')]],
    ['end of a sentence @carol.', [text('end of a sentence '), mention('carol.demo', '@carol'), text('.')]],
  ])('%s → mention tokens', (message, tokens) => expect(tokenizeMessage(message, withTld)).toEqual(tokens))

  it.each([
    ['an e-mail address', 'write to bob@alice.demo'],
    ['another TLD', 'see @alice.eth'],
    ['upper case', 'hey @Alice'],
    ['markup', '@<script>alert(1)</script>'],
    ['a quote', '@"onmouseover=x"'],
    ['a name glued to letters', 'x@alice'],
    ['a double @', '@@alice'],
    ['an overlong name', `@${'a'.repeat(41)}`],
  ])('%s stays text', (_case, message) => {
    expect(tokenizeMessage(message, withTld).every((token) => token.kind === 'text')).toBe(true)
  })

  it('leaves mentions inside URLs alone', () => {
    expect(tokenizeMessage('https://x.org/@alice', withTld)).toEqual([
      { kind: 'link', href: 'https://x.org/@alice', text: 'https://x.org/@alice' },
    ])
  })

  it('is off without a TLD in the context', () => {
    expect(tokenizeMessage('hi @alice', context)).toEqual([text('hi @alice')])
  })

  it('lists the names a text mentions, once each', () => {
    expect(mentionedNames('@alice and @bob.demo and @alice.demo, not @x.eth', '.demo')).toEqual([
      'alice.demo',
      'bob.demo',
    ])
  })
})
