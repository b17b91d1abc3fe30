import { applyPageMetadata, setTitleCount, titleWithCount } from './pageMetadataHead'

const metadata = (title: string) => ({
  title,
  description: 'd',
  image: 'https://example.org/p.png',
  icon: '/favicon.svg',
  url: 'https://example.org/',
  noIndex: false,
})

describe('titleWithCount (issue #37: the unread count in the tab title)', () => {
  it.each([
    ['General discussion | Demo Social', '3', '(3) General discussion | Demo Social'],
    ['General discussion | Demo Social', '20+', '(20+) General discussion | Demo Social'],
    ['General discussion | Demo Social', '', 'General discussion | Demo Social'],
  ])('%j with %j → %j', (title, count, expected) => {
    expect(titleWithCount(title, count)).toBe(expected)
  })
})

describe('setTitleCount', () => {
  it('prefixes the current title, keeps the count across pages, leaves shared previews alone', () => {
    applyPageMetadata(document, metadata('General discussion | Demo Social'))
    setTitleCount(document, '2')
    expect(document.title).toBe('(2) General discussion | Demo Social')
    applyPageMetadata(document, metadata('Post | Demo Social'))
    expect(document.title).toBe('(2) Post | Demo Social')
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Post | Demo Social')
    setTitleCount(document, '')
    expect(document.title).toBe('Post | Demo Social')
  })
})
