import { fireEvent, screen } from '@testing-library/react'
import type { LinkPreview } from '../../../../protocol/linkPreview'
import { renderWithProviders } from '../../../test/renderWithProviders'
import { LinkPreviewCard } from './LinkPreviewCard'

const LINK = 'https://news.example/story'
const PREVIEW: LinkPreview = {
  url: LINK,
  title: 'A story',
  description: 'What happened today',
  siteName: 'News',
  author: 'Ann Author',
  image: 'https://img.example/a.png',
}

describe('LinkPreviewCard (issue #38)', () => {
  it('shows the site, the title as a safe link to the message’s URL, the description and the image', () => {
    renderWithProviders(<LinkPreviewCard link={LINK} preview={PREVIEW} />)
    const card = screen.getByTestId('link-preview')
    const link = screen.getByRole('link', { name: 'A story' })
    expect(link.getAttribute('href')).toBe(LINK)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc')
    expect(card.textContent).toContain('News · Ann Author')
    expect(card.textContent).toContain('What happened today')
    // Decorative (the title names the card once): no accessible name, so not in the image role either.
    expect(screen.queryByRole('img')).toBeNull()
    const image = card.querySelector('img')
    expect(image?.getAttribute('alt')).toBe('')
    expect(image?.getAttribute('src')).toBe(PREVIEW.image)
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer')
    // The only tab stop of the card.
    expect(card.querySelectorAll('a, button, [tabindex]')).toHaveLength(1)
  })

  it('links to the message’s URL, never to the URL the preview names', () => {
    renderWithProviders(<LinkPreviewCard link={LINK} preview={{ ...PREVIEW, url: 'https://evil.example/' }} />)
    expect(screen.getByRole('link').getAttribute('href')).toBe(LINK)
  })

  it('keeps hostile text as text: no element, attribute or script comes from the preview', () => {
    const hostile = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script>'
    renderWithProviders(
      <LinkPreviewCard
        link={LINK}
        preview={{
          ...PREVIEW,
          title: hostile,
          description: `<b>bold</b> ${hostile}`,
          siteName: '<i>site</i>',
          author: '<u>author</u>',
          image: null,
        }}
      />,
    )
    const card = screen.getByTestId('link-preview')
    expect(screen.getByRole('link').textContent).toBe(hostile)
    expect(card.textContent).toContain('<b>bold</b>')
    expect(card.textContent).toContain('<i>site</i> · <u>author</u>')
    expect(card.querySelectorAll('img, script, b, i, u')).toHaveLength(0)
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined()
  })

  it('hides an image that fails to load, and keeps the rest', () => {
    renderWithProviders(<LinkPreviewCard link={LINK} preview={PREVIEW} />)
    const card = screen.getByTestId('link-preview')
    fireEvent.error(card.querySelector('img') as HTMLImageElement)
    expect(card.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'A story' })).toBeTruthy()
  })

  it('names the link by the host when the page has a description but no title', () => {
    renderWithProviders(
      <LinkPreviewCard link={LINK} preview={{ ...PREVIEW, title: null, siteName: null, author: null, image: null }} />,
    )
    expect(screen.getByRole('link', { name: 'news.example' })).toBeTruthy()
    expect(screen.getByTestId('link-preview').textContent).toBe('news.exampleWhat happened today')
  })
})
