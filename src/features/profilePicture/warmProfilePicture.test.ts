import { config } from '../../config'
import { makeStore } from '../../store/store'
import { findWorkingImage } from '../../lib/imageUrls'
import { preloadPicture } from '../../lib/preloadPicture'
import { warmProfilePicture } from './warmProfilePicture'

jest.mock('../../lib/imageUrls', () => ({
  ...jest.requireActual<object>('../../lib/imageUrls'),
  findWorkingImage: jest.fn(),
}))
jest.mock('../../lib/preloadPicture', () => ({ preloadPicture: jest.fn() }))

const mockFind = findWorkingImage as jest.MockedFunction<typeof findWorkingImage>

beforeEach(() => jest.clearAllMocks())

describe('warmProfilePicture (issue #18: pictures start as soon as the data is known)', () => {
  afterEach(() => {
    delete window.__earlyFetches
  })

  it.each([
    ['passed', 200, 'https://gw.example/pic', 0],
    ['failed (checked again)', 404, 'https://gw.example/checked', 1],
  ])("takes the HEAD check index.html's script sent early when it %s", async (_case, status, cached, checks) => {
    const url = `${new URL(config.arweaveGateway, window.location.origin).href}${'p'.repeat(43)}`
    window.__earlyFetches = { [`HEAD ${url}`]: Promise.resolve({ status } as Response) }
    if (checks > 0) mockFind.mockResolvedValueOnce('https://gw.example/checked')
    const { store } = makeStore()
    await store.dispatch(warmProfilePicture('alice', `{"image":"ar://${'p'.repeat(43)}"}`))
    expect(store.getState().cache.pfps.alice?.image).toBe(status === 200 ? url : cached)
    expect(mockFind).toHaveBeenCalledTimes(checks)
  })

  it.each([
    ['a picture that answers', '{"image":"ar://pic"}', 'https://gw/pic', 'https://gw/pic', true],
    ['a picture that fails its check', '{"image":"ar://pic"}', null, '', true],
    ['a check that throws', '{"image":"ar://pic"}', new Error('offline'), '', true],
    ['data without a picture', '{"description":"hi"}', undefined, '', false],
    ['data that is not JSON', 'not json', undefined, '', false],
  ])('%s: caches %p as the picture', async (_case, data, checked, cached, isDownloaded) => {
    if (checked instanceof Error) mockFind.mockRejectedValueOnce(checked)
    else if (checked !== undefined) mockFind.mockResolvedValueOnce(checked)
    const { store } = makeStore()
    await store.dispatch(warmProfilePicture('alice', data))
    expect(store.getState().cache.pfps.alice?.image).toBe(cached)
    expect(jest.mocked(preloadPicture).mock.calls.length > 0).toBe(isDownloaded)
    expect(mockFind.mock.calls.length > 0).toBe(isDownloaded)
  })
})
