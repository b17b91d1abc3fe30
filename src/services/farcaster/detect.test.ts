import { detectMiniApp, getMiniAppProvider, mightBeInMiniApp, whenLateMiniApp } from './detect'
import type { MiniAppSdk } from './sdk'
import { insideHost, setInsideHost } from './sdk'
import type * as SdkModule from './sdk'

const isInMiniApp = jest.fn<Promise<boolean>, [number?]>()
const getEthereumProvider = jest.fn<Promise<unknown>, []>()
/** The SDK's context request: answered (resolved with a context) only when a test says so. */
let answerContext: (context: unknown) => void = () => {}
/** Called whenever the app asks the host for its context (the event a test waits for). */
let onContextRequest: () => void = () => {}
const fakeSdk = {
  isInMiniApp,
  wallet: { getEthereumProvider },
  get context() {
    onContextRequest()
    return new Promise((resolve) => (answerContext = resolve))
  },
} as unknown as MiniAppSdk
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
  isInMiniApp.mockReset()
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

  /** Each check takes `durationMs` of page time; `answer` makes the host's context answer arrive meanwhile. */
  function checksTaking(results: [boolean, number, 'answer'?][]) {
    let now = 1000
    jest.spyOn(performance, 'now').mockImplementation(() => now)
    for (const [result, durationMs, answer] of results) {
      isInMiniApp.mockImplementationOnce(async () => {
        now += durationMs
        if (answer) answerContext({ user: { fid: 1 } })
        return result
      })
    }
  }

  it.each<[string, [boolean, number, 'answer'?][], boolean, number]>([
    ['a prompt answer', [[true, 3]], true, 1],
    ['no answer within 50 ms, timer on time: not a host, no second check', [[false, 52]], false, 1],
    ['timer on time, the answer read just after it: a host', [[false, 60, 'answer']], true, 1],
    [
      'a check delayed by our own startup work (400 ms) while the answer came in: a host',
      [[false, 400, 'answer']],
      true,
      1,
    ],
    [
      'a late timer (85 ms) without an answer, then answered in time',
      [
        [false, 85],
        [true, 2],
      ],
      true,
      2,
    ],
    [
      'delayed, then 50 ms on time without an answer: not a host',
      [
        [false, 400],
        [false, 51],
      ],
      false,
      2,
    ],
    [
      'delayed every time without an answer: at most six checks',
      [
        [false, 400],
        [false, 300],
        [false, 200],
        [false, 900],
        [false, 150],
        [false, 101],
        [true, 1],
      ],
      false,
      6,
    ],
  ])('%s', async (_case, checks, expected, calls) => {
    framed(true)
    checksTaking(checks)
    await expect(detectMiniApp()).resolves.toBe(expected)
    expect(isInMiniApp).toHaveBeenCalledTimes(calls)
    expect(insideHost()).toBe(expected)
  })

  it('is false in a frame that is not a Farcaster host', async () => {
    framed(true)
    isInMiniApp.mockResolvedValue(false)
    await expect(detectMiniApp()).resolves.toBe(false)
    expect(insideHost()).toBe(false)
  })
})

describe('whenLateMiniApp: a host that answers after the startup check', () => {
  it('is false at once on a top-level page, without downloading the SDK', async () => {
    framed(false)
    await expect(whenLateMiniApp()).resolves.toBe(false)
    expect(loadSdk).not.toHaveBeenCalled()
  })

  it('is false at once when a host was already found', async () => {
    framed(true)
    setInsideHost(true)
    await expect(whenLateMiniApp()).resolves.toBe(false)
  })

  it('resolves true, and marks the page inside a host, once the host answers', async () => {
    framed(true)
    const late = whenLateMiniApp()
    await Promise.resolve()
    await Promise.resolve()
    expect(insideHost()).toBe(false)
    answerContext({ user: { fid: 1 }, client: { clientFid: 9152, added: false } })
    await expect(late).resolves.toBe(true)
    expect(insideHost()).toBe(true)
  })

  it('never resolves in a frame that is no host', async () => {
    framed(true)
    const settled = jest.fn()
    const asked = new Promise<void>((resolve) => (onContextRequest = resolve))
    void whenLateMiniApp().then(settled)
    // The question is out and the host stays silent: nothing settles.
    await asked
    await Promise.resolve()
    expect(settled).not.toHaveBeenCalled()
    onContextRequest = () => {}
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
