import { render, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import type { AppConfig } from '../config'
import { applyPageMetadata, resolvePageMetadata } from './pageMetadataHead'
import { PageMetadataProvider, usePageMetadata } from './usePageMetadata'

const site: Pick<
  AppConfig,
  'pageMetadata' | 'projectMetadataTitle' | 'projectDescription' | 'previewImage' | 'favicon'
> = {
  projectMetadataTitle: 'Demo Social',
  projectDescription: 'A community chat.',
  previewImage: '/img/cover.png',
  favicon: '/img/favicon.svg',
  pageMetadata: {
    '/': { title: 'General discussion' },
    '/stake': { title: 'Stake & Earn', description: 'Stake and earn.', image: 'https://cdn.example/stake.png' },
  },
}
const ORIGIN = 'https://demo.example'

describe('resolvePageMetadata (spec §2: from configuration)', () => {
  it.each([
    [
      '/',
      '',
      {
        title: 'General discussion | Demo Social',
        description: 'A community chat.',
        image: `${ORIGIN}/img/cover.png`,
        url: `${ORIGIN}/`,
      },
    ],
    [
      '/stake',
      '',
      {
        title: 'Stake & Earn | Demo Social',
        description: 'Stake and earn.',
        image: 'https://cdn.example/stake.png',
        url: `${ORIGIN}/stake`,
      },
    ],
    ['/stake/', '?ref=alice.demo', { title: 'Stake & Earn | Demo Social', url: `${ORIGIN}/stake/` }],
    ['/profile/', '?id=alice.demo&ref=bob', { title: 'Demo Social', url: `${ORIGIN}/profile/?id=alice.demo` }],
  ])('%s%s', (pathname, search, expected) => {
    const resolved = resolvePageMetadata(site, ORIGIN, { pathname, search })
    expect(resolved).toMatchObject({ ...expected, icon: '/img/favicon.svg', noIndex: false })
  })

  it('puts a page override on top', () => {
    const resolved = resolvePageMetadata(
      site,
      ORIGIN,
      { pathname: '/stake', search: '' },
      { title: 'alice.demo', noIndex: true },
    )
    expect(resolved).toMatchObject({ title: 'alice.demo | Demo Social', description: 'Stake and earn.', noIndex: true })
  })
})

describe('applyPageMetadata', () => {
  it('writes title, description, Open Graph, Twitter card, icon and robots', () => {
    document.head.innerHTML = '<link rel="icon" href="/old.svg" /><meta name="description" content="old" />'
    const metadata = {
      title: 'T',
      description: 'D',
      image: 'https://x/i.png',
      icon: '/img/favicon.svg',
      url: 'https://x/',
      noIndex: true,
    }
    applyPageMetadata(document, metadata)
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
    expect(document.title).toBe('T')
    expect(content('meta[name="description"]')).toBe('D')
    expect(content('meta[property="og:title"]')).toBe('T')
    expect(content('meta[property="og:image"]')).toBe('https://x/i.png')
    expect(content('meta[property="og:url"]')).toBe('https://x/')
    expect(content('meta[name="twitter:description"]')).toBe('D')
    expect(content('meta[name="robots"]')).toBe('noindex')
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/img/favicon.svg')
    applyPageMetadata(document, { ...metadata, noIndex: false })
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })
})

describe('usePageMetadata', () => {
  function Page({ title }: { title?: string }) {
    usePageMetadata(title)
    return null
  }

  it('applies while the page is shown and falls back to the route metadata after', async () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <PageMetadataProvider>
          <Page title="alice.demo" />
        </PageMetadataProvider>
      </MemoryRouter>,
    )
    await waitFor(() => expect(document.title).toBe('alice.demo | Demo Social'))
    rerender(
      <MemoryRouter initialEntries={['/profile']}>
        <PageMetadataProvider>
          <Page />
        </PageMetadataProvider>
      </MemoryRouter>,
    )
    await waitFor(() => expect(document.title).toBe('Profile | Demo Social'))
  })

  it('does nothing without the provider', () => {
    document.title = 'unchanged'
    render(<Page title="x" />)
    expect(document.title).toBe('unchanged')
  })
})
