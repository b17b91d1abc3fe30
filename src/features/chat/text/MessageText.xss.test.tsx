import { renderWithProviders } from '../../../test/renderWithProviders'
import { MessageText, VIDEO_SANDBOX } from './MessageText'
import type { TextContext } from './tokenize'

const context: TextContext = {
  ownHosts: ['demo-social.example'],
  arweaveGateway: 'https://arweave.net/',
  ipfsGateway: 'https://ipfs.io/ipfs/',
}
const AR_ID = 'y6LKy25Umj30ZmcusA07yqNeK1yaIWp174uL-w2iuU4'

/** `javascript:` in every case and encoding we could think of. */
const javascriptSchemes = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
  '\\u006aavascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript://%0Aalert(1)',
  'javascript://https://example.com/%0aalert(1)',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
]

const dataUrls = [
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'DATA:text/html,<script>alert(1)</script>',
  'data:application/javascript,alert(1)',
]

const htmlInjections = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=javascript&colon;alert(1)>click</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<marquee onstart=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<table background="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '</textarea><script>alert(1)</script>',
  '<!--<script>alert(1)//-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '＜script＞alert(1)＜/script＞',
  '[click](javascript:alert(1))',
  '![x](javascript:alert(1))',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
]

/** URLs the tokenizer does look at, with quotes, brackets and handlers smuggled in. */
const hostileUrls = [
  'https://a.b/c/x"onerror="alert(1)".png',
  'https://evil.example/"onmouseover="alert(1)"x=',
  "https://evil.example/'onmouseover='alert(1)'",
  'https://evil.example/a.png"onerror="alert(1)',
  'https://evil.example/"><script>alert(1)</script>',
  "https://evil.example/'><svg/onload=alert(1)>",
  'https://evil.example/<script>alert(1)</script>.png',
  'https://evil.example/a.png?x="onerror=alert(1)',
  'https://evil.example/`onerror=alert(1)`.png',
  'https://evil.example/a\\"onerror=alert(1).png',
  'https://evil.example/a.gif#"onload="alert(1)',
  'https://javascript:alert(1)@evil.example/',
  'https://user:pass@evil.example/a.png',
  'http://evil.example/?ref=x"onclick="alert(1)',
  'https://demo-social.example/?ref=alice"onclick="alert(1)',
  'https://demo-social.example/nft/collection?id=1"onclick=alert(1)',
  `ar://${AR_ID}"onerror="alert(1)`,
  `ar://${AR_ID}?img"onerror="alert(1)`,
  'ar://<svg onload=alert(1)>',
  'ar://javascript:alert(1)',
  'ipfs://<script>alert(1)</script>',
  'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"onerror="alert(1).png',
  'ipfs://@evil.example/a.png',
  'https://youtu.be/aqz-KE-bpKQ"><script>alert(1)</script>',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ"onload="alert(1)',
  'https://www.youtube.com/watch?v="><script>alert(1)</script>',
  'https://www.youtube.com/embed/aqz-KE-bpKQ?autoplay=1&"onload=alert(1)',
  'https://www.youtube.com/watch?v=javascript:alert(1)',
  'https://youtu.be/../../javascript:alert(1)',
  'https://evil.example/\u202egnp.exe',
  'https://exa\u200bmple.com/',
  'https://evil.example/%22onerror=%22alert(1).png',
  'https://evil.example/a.svg',
  'https://evil.example/x.png?img',
  'https://evil.example/x?.img',
  '//evil.example/x.png',
  '\\\\evil.example\\x.png',
  'https:/\\evil.example',
  'https:javascript:alert(1)',
  'http://[::1]:80/"onerror=alert(1).png',
]

const wrappers: ((payload: string) => string)[] = [
  (payload) => payload,
  (payload) => `look: ${payload} !`,
  (payload) => `https://ok.example/a.png ${payload}\nhttps://youtu.be/aqz-KE-bpKQ`,
]

const corpus = [
  ...javascriptSchemes.flatMap((scheme) => [scheme, `https://x.example/${scheme}`, `[x](${scheme})`]),
  ...dataUrls.flatMap((url) => [url, `https://x.example/redirect?to=${url}`]),
  ...htmlInjections.flatMap((html) => [html, `https://x.example/${html}`]),
  ...hostileUrls.flatMap((url) => wrappers.map((wrap) => wrap(url))),
]

const SAFE_URL = /^https?:\/\//
const EMBED_URL = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?start=\d+)?$/
const ALLOWED_TAGS = new Set(['DIV', 'SPAN', 'BR', 'A', 'IMG', 'IFRAME', 'EM', 'BUTTON'])
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'background',
  'poster',
  'srcset',
  'srcdoc',
]

/** Everything a hostile message could do to the page, checked on the rendered DOM. */
function expectHarmless(container: HTMLElement): void {
  const elements = [...container.querySelectorAll('*')]
  for (const element of elements) {
    expect(ALLOWED_TAGS).toContain(element.tagName)
    for (const attribute of [...element.attributes]) {
      expect(attribute.name.toLowerCase().startsWith('on')).toBe(false)
      expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i)
    }
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value !== null && name !== 'href' && name !== 'src') throw new Error(`unexpected ${name}=${value}`)
      if (value !== null) expect(value).toMatch(SAFE_URL)
    }
    if (element.tagName === 'IFRAME') {
      expect(element.getAttribute('src')).toMatch(EMBED_URL)
      expect(element.getAttribute('sandbox')).toBe(VIDEO_SANDBOX)
    }
    if (element.tagName === 'A') expect(element.getAttribute('rel')).toContain('noopener')
  }
  expect(container.querySelector('script, svg, math, object, embed, style, form, meta, link, base')).toBeNull()
}

describe('MessageText against hostile messages', () => {
  it('covers at least 100 hostile inputs', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100)
  })

  it.each(corpus.map((input) => [input]))('renders %j harmlessly', (input) => {
    const { container } = renderWithProviders(<MessageText text={input} isFull context={context} />)
    expectHarmless(container)
  })

  it.each(htmlInjections.map((input) => [input]))('shows markup %j as the very text that was written', (input) => {
    const { getByTestId } = renderWithProviders(<MessageText text={input} isFull context={context} />)
    expect(getByTestId('message-text').textContent).toBe(input)
  })

  it('keeps video frames sandboxed with a validated id', () => {
    const { container } = renderWithProviders(
      <MessageText text="https://youtu.be/aqz-KE-bpKQ?t=30" isFull context={context} />,
    )
    const frame = container.querySelector('iframe')
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=30')
    expect(frame?.getAttribute('sandbox')).toBe(VIDEO_SANDBOX)
    expect(frame?.getAttribute('height')).toBe('315')
    expect(frame?.getAttribute('width')).toBe('100%')
  })
})
