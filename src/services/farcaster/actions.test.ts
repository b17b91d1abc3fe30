import { addMiniApp, composeCast } from './actions'
import type { MiniAppSdk } from './sdk'
import { NotInMiniAppError } from './sdk'

const sdkAddMiniApp = jest.fn<Promise<unknown>, []>()
const sdkComposeCast = jest.fn<Promise<unknown>, [unknown]>()
const fakeSdk = { actions: { addMiniApp: sdkAddMiniApp, composeCast: sdkComposeCast } } as unknown as MiniAppSdk
const hostSdk = jest.fn(async () => fakeSdk)
jest.mock('./sdk', () => ({ ...jest.requireActual('./sdk'), hostSdk: () => hostSdk() }))

/** The errors the SDK throws for addMiniApp (@farcaster/miniapp-core AddMiniApp). */
const sdkError = (name: string, message: string) => Object.assign(new Error(message), { name })

beforeEach(() => jest.clearAllMocks())

describe('addMiniApp (spec §7 Mini app actions; the sidebar’s Add to Favorites)', () => {
  it('asks the host to add the mini app', async () => {
    sdkAddMiniApp.mockResolvedValue({})
    await expect(addMiniApp()).resolves.toBeUndefined()
    expect(sdkAddMiniApp).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['the user declining', sdkError('AddMiniApp.RejectedByUser', 'Add miniapp rejected by user')],
    ['an invalid domain manifest', sdkError('AddMiniApp.InvalidDomainManifest', 'Invalid domain manifest')],
    ['any other host failure', new Error('host went away')],
  ])('rejects with the SDK’s error on %s', async (_case, error) => {
    sdkAddMiniApp.mockRejectedValue(error)
    await expect(addMiniApp()).rejects.toBe(error)
  })

  it('refuses outside a host without asking the SDK (which would never answer)', async () => {
    hostSdk.mockRejectedValueOnce(new NotInMiniAppError())
    await expect(addMiniApp()).rejects.toBeInstanceOf(NotInMiniAppError)
    expect(sdkAddMiniApp).not.toHaveBeenCalled()
  })
})

describe('composeCast (spec §7 Mini app actions; the sidebar’s Share on Farcaster)', () => {
  const draft = { text: 'Chat with your .demo name on Demo Social!', embeds: ['https://demo-social.example/about'] }

  it.each([
    ['posted', { cast: { hash: '0xabc' } }],
    ['cancelled by the user', { cast: null }],
  ])('passes the text and embeds to the host and resolves when the cast is %s', async (_case, result) => {
    sdkComposeCast.mockResolvedValue(result)
    await expect(composeCast(draft)).resolves.toBeUndefined()
    expect(sdkComposeCast).toHaveBeenCalledWith(draft)
  })

  it('rejects when the host fails', async () => {
    const error = new Error('composer unavailable')
    sdkComposeCast.mockRejectedValue(error)
    await expect(composeCast(draft)).rejects.toBe(error)
  })

  it('refuses more than 2 embeds before reaching the host', async () => {
    await expect(
      composeCast({ text: 'x', embeds: ['https://a.example', 'https://b.example', 'https://c.example'] }),
    ).rejects.toThrow('at most 2 URLs')
    expect(sdkComposeCast).not.toHaveBeenCalled()
  })
})
