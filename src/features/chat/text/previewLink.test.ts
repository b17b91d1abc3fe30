import type { TextContext } from './tokenize'
import { previewLink } from './previewLink'

const context: TextContext = {
  ownHosts: ['demo.social'],
  arweaveGateway: 'https://arweave.net/',
  ipfsGateway: 'https://ipfs.io/ipfs/',
  tldName: '.demo',
}

describe('previewLink (issue #38: the link a message previews)', () => {
  it('is the first http(s) link, as the text renders it (sentence punctuation trimmed)', () => {
    expect(previewLink('see https://example.org/a. and http://other.example/b', context)).toBe('https://example.org/a')
    expect(previewLink('first line\nHTTP://Example.org/Path?q=1', context)).toBe('http://example.org/Path?q=1')
  })

  it('skips images, video frames, gateway links and what stays text, and takes the next real link', () => {
    const text = [
      'https://example.org/cat.png',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      `ar://${'a'.repeat(43)}`,
      'https://example.org/paper.pdf',
      'https://user:pw@example.org/',
      'https://example.org/"quoted',
      'https://news.example/story',
    ].join(' ')
    expect(previewLink(text, context)).toBe('https://news.example/story')
  })

  it('skips the product’s own referral and collection links', () => {
    expect(previewLink('https://demo.social/?ref=0xabc', context)).toBeNull()
    expect(previewLink(`https://demo.social/nft/collection?id=0x${'1'.repeat(40)}`, context)).toBeNull()
  })

  it('is null without a link', () => {
    expect(previewLink('no links here, just example.org and @alice', context)).toBeNull()
    expect(previewLink('', context)).toBeNull()
  })
})
