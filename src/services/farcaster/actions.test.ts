import { notify } from '../../app/toasts/notify'
import { config } from '../../config'
import { logger } from '../logger'
import { FAVORITES_ADDED_MESSAGE, FAVORITES_ERROR_MESSAGE, SHARE_ERROR_MESSAGE, addToFavorites, shareOnFarcaster } from './actions'
import type { MiniAppSdk } from './sdk'
import { NotInMiniAppError } from './sdk'

const addMiniApp = jest.fn<Promise<unknown>, []>()
const composeCast = jest.fn<Promise<unknown>, [unknown]>()
const fakeSdk = { actions: { addMiniApp, composeCast } } as unknown as MiniAppSdk
const hostSdk = jest.fn(async () => fakeSdk)
jest.mock('./sdk', () => ({ ...jest.requireActual('./sdk'), hostSdk: () => hostSdk() }))
jest.mock('../../app/toasts/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }))

/** The errors the SDK throws for addMiniApp (@farcaster/miniapp-core AddMiniApp). */
const sdkError = (name: string, message: string) => Object.assign(new Error(message), { name })

beforeEach(() => {
  jest.clearAllMocks()
  jest.spyOn(logger, 'warn').mockImplementation(() => {})
})

describe("'Add to Favorites' (spec §2, §8)", () => {
  it("adds the mini app and shows 'Added to favorites!'", async () => {
    addMiniApp.mockResolvedValue({})
    await expect(addToFavorites()).resolves.toBeUndefined()
    expect(addMiniApp).toHaveBeenCalledTimes(1)
    expect(notify.success).toHaveBeenCalledWith(FAVORITES_ADDED_MESSAGE)
    expect(FAVORITES_ADDED_MESSAGE).toBe('Added to favorites!')
    expect(notify.error).not.toHaveBeenCalled()
  })

  it.each([
    ['the invalid domain manifest error', sdkError('AddMiniApp.InvalidDomainManifest', 'Invalid domain manifest')],
    ['the rejection by the user', sdkError('AddMiniApp.RejectedByUser', 'Add miniapp rejected by user')],
    ['any other host failure', new Error('host went away')],
  ])('shows the error toast on %s and rethrows it', async (_case, error) => {
    addMiniApp.mockRejectedValue(error)
    await expect(addToFavorites()).rejects.toBe(error)
    expect(notify.error).toHaveBeenCalledWith('Error adding mini app to favorites. Please reach out to the developer.')
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('fails with the toast outside a host, without asking the SDK', async () => {
    hostSdk.mockRejectedValueOnce(new NotInMiniAppError())
    await expect(addToFavorites()).rejects.toBeInstanceOf(NotInMiniAppError)
    expect(notify.error).toHaveBeenCalledWith(FAVORITES_ERROR_MESSAGE)
    expect(addMiniApp).not.toHaveBeenCalled()
  })
})

describe("'Share on Farcaster' (spec §2, §8)", () => {
  const pageUrl = 'https://demo-social.example/profile/?id=alice.demo'

  it('composes a cast with the configured share text and the page address as the embed', async () => {
    composeCast.mockResolvedValue({ cast: { hash: '0xabc' } })
    await expect(shareOnFarcaster(pageUrl)).resolves.toBeUndefined()
    expect(composeCast).toHaveBeenCalledWith({ text: config.farcasterShareText, embeds: [pageUrl] })
    expect(notify.error).not.toHaveBeenCalled()
  })

  it('resolves quietly when the user cancels the composer', async () => {
    composeCast.mockResolvedValue({ cast: null })
    await expect(shareOnFarcaster(pageUrl)).resolves.toBeUndefined()
    expect(notify.error).not.toHaveBeenCalled()
  })

  it('shows the error toast and rethrows when the host fails', async () => {
    const error = new Error('composeCast unsupported')
    composeCast.mockRejectedValue(error)
    await expect(shareOnFarcaster(pageUrl)).rejects.toBe(error)
    expect(notify.error).toHaveBeenCalledWith(SHARE_ERROR_MESSAGE)
    expect(SHARE_ERROR_MESSAGE).toBe('Error sharing the mini app link. Please reach out to the developer.')
  })
})
