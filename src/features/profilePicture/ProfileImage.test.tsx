import { fireEvent, screen, waitFor } from '@testing-library/react'
import { config } from '../../config'
import { createFakeChain } from '../../test/fakeChainServices'
import { renderWithProviders, settleQueries } from '../../test/renderWithProviders'
import { installFakePictures, type FakePictures, type PictureAnswer } from '../../test/fakePictures'
import { ProfileImage } from './ProfileImage'

const mockChain = createFakeChain()
jest.mock('../../services/chain/loadChainServices', () => ({ loadChainServices: () => Promise.resolve(mockChain) }))

const DAY = 24 * 60 * 60 * 1000
const GIVEN = 'https://img.example/given.png'
const CACHED = 'https://img.example/cached.png'
const ON_CHAIN = 'https://img.example/chain.png'

/** How each picture URL loads (spec §5: 200-399 is success; unknown URLs error); one GET each (issue #41). */
const statusOf: Record<string, PictureAnswer> = {}
let pictures: FakePictures

const image = () => screen.getByTestId('profile-image') as HTMLImageElement
const cacheWith = (image: string, storedAt = Date.now()) => ({
  cache: { usernames: {}, collections: {}, pfps: { alice: { image, storedAt } } },
})

beforeEach(() => {
  jest.clearAllMocks()
  for (const url of Object.keys(statusOf)) delete statusOf[url]
  Object.assign(statusOf, { [GIVEN]: 200, [CACHED]: 200, [ON_CHAIN]: 200 })
  pictures = installFakePictures(statusOf)
  mockChain.readDomainData.mockResolvedValue(JSON.stringify({ image: ON_CHAIN }))
})
afterEach(() => pictures.restore())

describe('profile image resolution (spec §4: given → cached by name → on-chain data → default)', () => {
  it('starts with the default anonymous image, then shows the on-chain picture — also to logged-out visitors', async () => {
    const { store } = renderWithProviders(<ProfileImage domainName="alice.demo" />)
    expect(image().dataset.default).toBe('true')
    await waitFor(() => expect(image().src).toBe(ON_CHAIN))
    expect(mockChain.readDomainData).toHaveBeenCalledWith('alice')
    expect(store.getState().cache.pfps.alice?.image).toBe(ON_CHAIN)
    expect(image().alt).toBe('alice.demo profile picture')
    // One request for the picture (issue #41): its load is the check, the warm-up and the avatar share it.
    expect(pictures.requested).toEqual([ON_CHAIN])
  })

  it('uses a given image that works, without reading the chain', async () => {
    renderWithProviders(<ProfileImage domainName="alice" image={GIVEN} />)
    expect(screen.getByTestId('profile-image-loading')).toBeTruthy()
    await waitFor(() => expect(image().src).toBe(GIVEN))
    expect(mockChain.readDomainData).not.toHaveBeenCalled()
  })

  it('falls back from a broken given image to the cached picture', async () => {
    statusOf[GIVEN] = 404
    renderWithProviders(<ProfileImage domainName="alice" image={GIVEN} />, { preloadedState: cacheWith(CACHED) })
    await waitFor(() => expect(image().src).toBe(CACHED))
    expect(mockChain.readDomainData).not.toHaveBeenCalled()
  })

  it('falls back from a broken given image to the on-chain picture when nothing is cached', async () => {
    statusOf[GIVEN] = 500
    renderWithProviders(<ProfileImage domainName="alice" image={GIVEN} />)
    await waitFor(() => expect(image().src).toBe(ON_CHAIN))
  })

  it('ends with the default image when the on-chain picture does not answer, and caches that', async () => {
    statusOf[ON_CHAIN] = 404
    const { store } = renderWithProviders(<ProfileImage domainName="alice" />)
    await waitFor(() => expect(store.getState().cache.pfps.alice).toBeDefined())
    expect(store.getState().cache.pfps.alice?.image).toBe('')
    expect(image().dataset.default).toBe('true')
  })

  it('uses a fresh cached picture without any request', async () => {
    const { store } = renderWithProviders(<ProfileImage domainName="alice" />, { preloadedState: cacheWith(CACHED) })
    expect(image().src).toBe(CACHED)
    await settleQueries(store)
    expect(pictures.requested).toEqual([])
    expect(mockChain.readDomainData).not.toHaveBeenCalled()
  })

  it('falls back to the default image when a cached picture fails to show', async () => {
    renderWithProviders(<ProfileImage domainName="alice" />, { preloadedState: cacheWith(CACHED) })
    expect(image().src).toBe(CACHED)
    fireEvent.error(image())
    expect(image().dataset.default).toBe('true')
    expect(image().alt).toBe('alice profile picture')
  })

  it('remembers "no picture" too: no read until it expires', async () => {
    const { store } = renderWithProviders(<ProfileImage domainName="alice" />, { preloadedState: cacheWith('') })
    await settleQueries(store)
    expect(image().dataset.default).toBe('true')
    expect(mockChain.readDomainData).not.toHaveBeenCalled()
  })

  it('reads the chain again once the cached picture expired', async () => {
    renderWithProviders(<ProfileImage domainName="alice" />, {
      preloadedState: cacheWith(CACHED, Date.now() - config.expiryPfps - DAY),
    })
    await waitFor(() => expect(image().src).toBe(ON_CHAIN))
  })

  it('keeps a cached picture for ever with expiry 0', async () => {
    const expiry = config.expiryPfps
    config.expiryPfps = 0
    try {
      const { store } = renderWithProviders(<ProfileImage domainName="alice" />, {
        preloadedState: cacheWith(CACHED, Date.now() - 3650 * DAY),
      })
      expect(image().src).toBe(CACHED)
      await settleQueries(store)
      expect(mockChain.readDomainData).not.toHaveBeenCalled()
    } finally {
      config.expiryPfps = expiry
    }
  })

  it('tries the ipfs gateways in order for an ipfs picture', async () => {
    mockChain.readDomainData.mockResolvedValue('{"image":"ipfs://cid/pic.png"}')
    statusOf['https://dweb.link/ipfs/cid/pic.png'] = 200
    renderWithProviders(<ProfileImage domainName="alice" />)
    await waitFor(() => expect(image().src).toBe('https://dweb.link/ipfs/cid/pic.png'))
    expect(pictures.requested).toEqual(['https://ipfs.io/ipfs/cid/pic.png', 'https://dweb.link/ipfs/cid/pic.png'])
  })

  it('shows the default image for a name whose data has no picture or cannot be read', async () => {
    mockChain.readDomainData.mockResolvedValue('{"description":"no picture"}')
    const { store } = renderWithProviders(<ProfileImage domainName="alice" />)
    await waitFor(() => expect(store.getState().cache.pfps.alice?.image).toBe(''))
    expect(image().dataset.default).toBe('true')
    expect(pictures.requested).toEqual([])
  })

  it('shows a loading placeholder when the given image changes, then the new one', async () => {
    const other = 'https://img.example/other.png'
    statusOf[other] = 200
    const { rerender } = renderWithProviders(<ProfileImage domainName="alice" image={GIVEN} />)
    await waitFor(() => expect(image().src).toBe(GIVEN))
    rerender(<ProfileImage domainName="alice" image={other} />)
    expect(screen.getByTestId('profile-image-loading')).toBeTruthy()
    await waitFor(() => expect(image().src).toBe(other))
  })

  it('reads the new name’s picture when the name changes', async () => {
    const bobPicture = 'https://img.example/bob.png'
    statusOf[bobPicture] = 200
    mockChain.readDomainData.mockImplementation(async (name) =>
      JSON.stringify({ image: name === 'bob' ? bobPicture : ON_CHAIN }),
    )
    const { rerender } = renderWithProviders(<ProfileImage domainName="alice" />)
    await waitFor(() => expect(image().src).toBe(ON_CHAIN))
    rerender(<ProfileImage domainName="bob.demo" />)
    await waitFor(() => expect(image().src).toBe(bobPicture))
    expect(mockChain.readDomainData).toHaveBeenLastCalledWith('bob')
  })
})
