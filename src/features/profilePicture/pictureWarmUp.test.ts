import { namesApi } from '../../store/api/namesApi'
import { pfpCached } from '../../store/slices/cacheSlice'
import { makeStore } from '../../store/store'
import { startPictureWarmUp } from './pictureWarmUp'
import { warmProfilePicture } from './warmProfilePicture'

jest.mock('./warmProfilePicture', () => ({
  warmProfilePicture: jest.fn(() => () => Promise.resolve()),
}))

const DATA = '{"image":"ar://pic"}'

describe('startPictureWarmUp (issue #18: pictures start when their data lands)', () => {
  beforeAll(() => startPictureWarmUp())
  beforeEach(() => jest.mocked(warmProfilePicture).mockClear())

  it('starts the picture of a name whose data lands in the cache', async () => {
    const { store } = makeStore()
    await store.dispatch(namesApi.util.upsertQueryData('getDomainData', 'alice', DATA))
    expect(warmProfilePicture).toHaveBeenCalledWith('alice', DATA)
  })

  it('leaves a name whose picture is cached and fresh', async () => {
    const { store } = makeStore()
    store.dispatch(pfpCached({ domainName: 'bob', image: 'https://gw/bob', storedAt: Date.now() }))
    await store.dispatch(namesApi.util.upsertQueryData('getDomainData', 'bob', DATA))
    expect(warmProfilePicture).not.toHaveBeenCalled()
  })

  it('starts listening once, however often it is called', async () => {
    startPictureWarmUp()
    const { store } = makeStore()
    await store.dispatch(namesApi.util.upsertQueryData('getDomainData', 'carol', DATA))
    expect(warmProfilePicture).toHaveBeenCalledTimes(1)
  })
})
