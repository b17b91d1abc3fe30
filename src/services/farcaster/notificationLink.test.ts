import { linkFarcasterNotifications } from './notificationLink'
import { authenticatedFetch } from './quickAuth'

jest.mock('./quickAuth', () => ({ authenticatedFetch: jest.fn() }))
jest.mock('../logger', () => ({ logger: { warn: jest.fn(), error: jest.fn(), info: jest.fn() } }))

const fetchMock = authenticatedFetch as jest.MockedFunction<typeof authenticatedFetch>

describe('linkFarcasterNotifications (issue #37)', () => {
  beforeEach(() => fetchMock.mockReset())

  it('POSTs to the upload endpoint’s link route with the Quick Auth token', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(linkFarcasterNotifications()).resolves.toBe(true)
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/farcaster\/link$/), { method: 'POST' })
  })

  it.each([
    ['a refusal', () => fetchMock.mockResolvedValue(new Response(null, { status: 401 }))],
    ['no token or no network', () => fetchMock.mockRejectedValue(new Error('no token'))],
  ])('answers false and never throws on %s', async (_case, arrange) => {
    arrange()
    await expect(linkFarcasterNotifications()).resolves.toBe(false)
  })
})
