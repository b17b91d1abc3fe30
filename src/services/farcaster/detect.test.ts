import { detectMiniApp, getMiniAppProvider, mightBeInMiniApp } from './detect'
import type { MiniAppSdk } from './sdk'
import { insideHost, setInsideHost } from './sdk'
import type * as SdkModule from './sdk'

const isInMiniApp = jest.fn<Promise<boolean>, [number?]>()
const getEthereumProvider = jest.fn<Promise<unknown>, []>()
const fakeSdk = { isInMiniApp, wallet: { getEthereumProvider } } as unknown as MiniAppSdk
const loadSdk = jest.fn(async () => fakeSdk)
jest.mock('./sdk', () => {
  const actual = jest.requireActual<typeof SdkModule>('./sdk')
  // hostSdk keeps its real gating but loads the fake.
  const hostSdk = async () => {
    if (!actual.insideHost()) throw new actual.NotInMiniAppError()
    return loadSdk()
  }
  return { ...actual, loadSdk: () => loadSdk(), hostSdk }
})

/** Makes jsdom's top-level window look framed (window.parent !== window), as inside a host's iframe. */
function framed(isFramed: boolean) {
  jest.spyOn(window, 'parent', 'get').mockReturnValue(isFramed ? ({} as Window) : window)
}

beforeEach(() => {
  jest.restoreAllMocks()
  jest.clearAllMocks()
  setInsideHost(false)
})

describe('mightBeInMiniApp', () => {
  it.each([
    ['a top-level page', {}, false],
    ['an iframe', { parent: {} }, true],
    ['a React Native WebView', { ReactNativeWebView: {} }, true],
  ])('%s: %s', (_case, extra, expected) => {
    const win = { ...extra } as Record<string, unknown>
    win.parent ??= win
    expect(mightBeInMiniApp(win as unknown as Window)).toBe(expected)
  })
})

describe('detectMiniApp (spec §4 Startup, §9: 50 ms)', () => {
  it('never downloads the SDK on a top-level page', async () => {
    framed(false)
    await expect(detectMiniApp()).resolves.toBe(false)
    expect(loadSdk).not.toHaveBeenCalled()
    expect(insideHost()).toBe(false)
  })

  it('asks the SDK with the 50 ms timeout when framed, and remembers a host', async () => {
    framed(true)
    isInMiniApp.mockResolvedValue(true)
    await expect(detectMiniApp()).resolves.toBe(true)
    expect(isInMiniApp).toHaveBeenCalledWith(50)
    expect(insideHost()).toBe(true)
  })

  it('is false in a frame that is not a Farcaster host', async () => {
    framed(true)
    isInMiniApp.mockResolvedValue(false)
    await expect(detectMiniApp()).resolves.toBe(false)
    expect(insideHost()).toBe(false)
  })
})

describe('getMiniAppProvider', () => {
  it("throws 'No chains found on connector.' when the host offers no provider", async () => {
    setInsideHost(true)
    getEthereumProvider.mockResolvedValue(undefined)
    await expect(getMiniAppProvider()).rejects.toThrow('No chains found on connector.')
  })

  it('returns the host’s EIP-1193 provider', async () => {
    setInsideHost(true)
    const provider = { request: jest.fn(), on: jest.fn(), removeListener: jest.fn() }
    getEthereumProvider.mockResolvedValue(provider)
    await expect(getMiniAppProvider()).resolves.toBe(provider)
  })

  it('refuses outside a host, where the SDK would never answer', async () => {
    await expect(getMiniAppProvider()).rejects.toThrow('only available inside a Farcaster mini app')
    expect(getEthereumProvider).not.toHaveBeenCalled()
  })
})
