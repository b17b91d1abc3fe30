import { makeStore } from '../../store/store'
import { findWorkingImage } from '../../lib/imageUrls'
import { warmProfilePicture } from './warmProfilePicture'

jest.mock('../../lib/imageUrls', () => ({
  ...jest.requireActual<object>('../../lib/imageUrls'),
  findWorkingImage: jest.fn(),
}))

const mockFind = findWorkingImage as jest.MockedFunction<typeof findWorkingImage>

beforeEach(() => jest.clearAllMocks())

describe('warmProfilePicture (issue #18: pictures start as soon as the data is known)', () => {
  it.each([
    ['a picture that loads', '{"image":"ar://pic"}', 'https://gw/pic', 'https://gw/pic', true],
    ['a picture that fails to load', '{"image":"ar://pic"}', null, '', true],
    ['a load that throws', '{"image":"ar://pic"}', new Error('offline'), '', true],
    ['data without a picture', '{"description":"hi"}', undefined, '', false],
    ['data that is not JSON', 'not json', undefined, '', false],
  ])('%s: caches %p as the picture', async (_case, data, loaded, cached, isLoaded) => {
    if (loaded instanceof Error) mockFind.mockRejectedValueOnce(loaded)
    else if (loaded !== undefined) mockFind.mockResolvedValueOnce(loaded)
    const { store } = makeStore()
    await store.dispatch(warmProfilePicture('alice', data))
    expect(store.getState().cache.pfps.alice?.image).toBe(cached)
    expect(mockFind.mock.calls.length > 0).toBe(isLoaded)
  })
})
