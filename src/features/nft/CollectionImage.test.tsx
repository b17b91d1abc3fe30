import { fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { config } from '../../config'
import { imageCandidates } from '../../lib/imageUrls'
import { installFakePictures, type FakePictures, type PictureAnswer } from '../../test/fakePictures'
import { themeFor } from '../../ui/theme'
import { CollectionImage } from './CollectionImage'

const [A, B, C] = ['https://ipfs.io/ipfs/cid', 'https://dweb.link/ipfs/cid', 'https://ipfs.filebase.io/ipfs/cid']
const ALT = 'Preview of Cats'

let pictures: FakePictures | null = null
afterEach(() => {
  pictures?.restore()
  pictures = null
})

const renderImage = (reference: string) =>
  render(
    <ThemeProvider theme={themeFor('light')}>
      <CollectionImage reference={reference} alt={ALT} />
    </ThemeProvider>,
  )

/**
 * Plays the host's answers on the `<img>` as the browser would, one candidate after the other, and returns the
 * srcs the `<img>` was given (each one GET), ending when it shows one, shows the placeholder, or waits on a slow one.
 */
function playAnswers(answers: Record<string, PictureAnswer>): string[] {
  pictures = installFakePictures(answers)
  const shown: string[] = []
  for (;;) {
    const image = screen.queryByRole<HTMLImageElement>('img', { name: ALT })
    if (!image || image.tagName !== 'IMG') return shown
    shown.push(image.src)
    const answer = answers[image.src] ?? 'broken'
    if (answer === 'never') return shown
    if (answer === 'broken') fireEvent.error(image)
    else fireEvent.load(image)
    if (screen.queryByRole<HTMLImageElement>('img', { name: ALT })?.src === image.src) return shown
  }
}

describe('CollectionImage: the <img> GET is the check, its failure moves on (issue #41)', () => {
  it.each<[string, Record<string, PictureAnswer>, string[], string | null]>([
    ['the first loads', { [A]: 200 }, [A], A],
    ['the first errors, the second loads', { [A]: 'broken', [B]: 200 }, [A, B], B],
    ['all fail: the placeholder', { [A]: 'broken', [B]: 503, [C]: 'broken' }, [A, B, C], null],
    ['a 3xx is a success (spec §5: 200–399)', { [A]: 301 }, [A], A],
    ['a 404 that still decodes is a failure', { [A]: 404, [B]: 200 }, [A, B], B],
    ['a slow first one is waited for (no second request)', { [A]: 'never', [B]: 200 }, [A], A],
  ])('%s', (_case, answers, requested, shown) => {
    renderImage('ipfs://cid')
    expect(playAnswers(answers)).toEqual(requested)
    const picture = screen.getByRole('img', { name: ALT })
    if (shown) expect((picture as HTMLImageElement).src).toBe(shown)
    else expect(picture.textContent).toBe('NFT')
  })

  it('shows the placeholder for an unusable reference, without any request', () => {
    renderImage('javascript:alert(1)')
    expect(playAnswers({})).toEqual([])
    expect(screen.getByRole('img', { name: ALT }).textContent).toBe('NFT')
  })

  it('starts again at the first candidate when the reference changes', () => {
    const { rerender } = renderImage('ipfs://cid')
    playAnswers({ [A]: 'broken', [B]: 'broken', [C]: 'broken' })
    rerender(
      <ThemeProvider theme={themeFor('light')}>
        <CollectionImage reference="ar://tx" alt={ALT} />
      </ThemeProvider>,
    )
    expect((screen.getByRole('img', { name: ALT }) as HTMLImageElement).src).toBe(imageCandidates('ar://tx', config)[0])
  })

  it('keeps the alt text and the no-referrer policy on the <img>', () => {
    renderImage('ipfs://cid')
    const picture = screen.getByRole('img', { name: ALT })
    expect(picture.getAttribute('alt')).toBe(ALT)
    expect(picture.getAttribute('referrerpolicy')).toBe('no-referrer')
  })
})
