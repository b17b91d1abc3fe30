import type * as QuickAuth from './quickAuth'
import type { MiniAppSdk } from './sdk'
import type * as SdkModule from './sdk'

// The SDK's quick-auth client lives in the lazily loaded chunk; here a fake stands in for it, throwing errors shaped
// exactly like the real ones (@farcaster/quick-auth errors.js, @farcaster/miniapp-core SignIn.RejectedByUser).
const getToken = jest.fn<Promise<{ token: string }>, [unknown]>()
const fakeSdk = { quickAuth: { getToken } } as unknown as MiniAppSdk
const hostSdk = jest.fn(async () => fakeSdk)
jest.mock('./sdk', () => ({ ...jest.requireActual('./sdk'), hostSdk: () => hostSdk() }))

type QuickAuthModule = typeof QuickAuth

/** A fresh copy of the module (its token cache is module state). */
function loadQuickAuth(): QuickAuthModule {
  let module: QuickAuthModule | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<QuickAuthModule>('./quickAuth')
  })
  return module as QuickAuthModule
}

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** An unsigned JWT whose `exp` is `expSeconds` (seconds since epoch). */
const jwt = (expSeconds: number | undefined, sub = 1234) =>
  `${base64Url({ alg: 'none' })}.${base64Url(expSeconds === undefined ? { sub } : { sub, exp: expSeconds })}.sig`

/** quick-auth's BaseError shape: the bare text in shortMessage, message possibly longer. */
function quickAuthError(name: string, shortMessage: string): Error {
  const error = new Error(shortMessage) as Error & { shortMessage: string }
  error.name = name
  error.shortMessage = shortMessage
  return error
}

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0)

beforeEach(() => {
  jest.useFakeTimers({ now: NOW })
  getToken.mockReset()
  hostSdk.mockClear()
})
afterEach(() => jest.useRealTimers())

describe('getQuickAuthToken: reuse until 15 s before expiry (spec §4, §9)', () => {
  it.each([
    // [token lifetime from now (s), time later (ms), renewed?]
    [3600, 0, false],
    [3600, 3600_000 - 15_001, false],
    [3600, 3600_000 - 15_000, true],
    [3600, 3600_000 - 1, true],
    [3600, 3600_000 + 60_000, true],
    [60, 44_999, false],
    [60, 45_000, true],
    [15, 0, true],
    [10, 0, true],
  ])('a token living %i s, asked again after %i ms: renewed = %s', async (lifetimeSec, laterMs, renewed) => {
    const { getQuickAuthToken } = loadQuickAuth()
    const first = jwt(NOW / 1000 + lifetimeSec, 1)
    const second = jwt(NOW / 1000 + 7200, 2)
    getToken.mockResolvedValueOnce({ token: first }).mockResolvedValueOnce({ token: second })

    await expect(getQuickAuthToken()).resolves.toBe(first)
    jest.setSystemTime(NOW + laterMs)
    await expect(getQuickAuthToken()).resolves.toBe(renewed ? second : first)
    expect(getToken).toHaveBeenCalledTimes(renewed ? 2 : 1)
  })

  it('never reuses a token without an expiry', async () => {
    const { getQuickAuthToken } = loadQuickAuth()
    getToken.mockResolvedValue({ token: jwt(undefined) })
    await getQuickAuthToken()
    await getQuickAuthToken()
    expect(getToken).toHaveBeenCalledTimes(2)
  })

  it('asks the configured server, forcing the SDK so this module alone decides reuse', async () => {
    const { getQuickAuthToken } = loadQuickAuth()
    getToken.mockResolvedValue({ token: jwt(NOW / 1000 + 3600) })
    await getQuickAuthToken()
    expect(getToken).toHaveBeenCalledWith({ quickAuthServerOrigin: 'https://auth.farcaster.xyz', force: true })
  })

  it('shares one sign-in between concurrent callers', async () => {
    const { getQuickAuthToken } = loadQuickAuth()
    const token = jwt(NOW / 1000 + 3600)
    let resolve: (value: { token: string }) => void = () => {}
    getToken.mockReturnValueOnce(new Promise((done) => (resolve = done)))
    const calls = [getQuickAuthToken(), getQuickAuthToken(), getQuickAuthToken()]
    resolve({ token })
    await expect(Promise.all(calls)).resolves.toEqual([token, token, token])
    expect(getToken).toHaveBeenCalledTimes(1)
  })

  it('signs in again after a failure', async () => {
    const { getQuickAuthToken } = loadQuickAuth()
    const token = jwt(NOW / 1000 + 3600)
    getToken.mockRejectedValueOnce(quickAuthError('RequestFailedError', 'Request failed with status 503'))
    getToken.mockResolvedValueOnce({ token })
    await expect(getQuickAuthToken()).rejects.toThrow('Request failed with status 503')
    await expect(getQuickAuthToken()).resolves.toBe(token)
  })
})

describe('the token for uploads (issue #16)', () => {
  it('reads the address the user signed in with, and is reusable until forgotten', async () => {
    const { getQuickAuthToken, tokenAddress, hasReusableQuickAuthToken, forgetQuickAuthToken } = loadQuickAuth()
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const token = `${base64Url({ alg: 'ES256' })}.${base64Url({ sub: 1, address, exp: NOW / 1000 + 3600 })}.sig`
    getToken.mockResolvedValue({ token })
    expect(hasReusableQuickAuthToken()).toBe(false)
    await getQuickAuthToken()
    expect(tokenAddress(token)).toBe(address)
    expect(tokenAddress(jwt(NOW / 1000 + 60))).toBeNull()
    expect(tokenAddress('not-a-jwt')).toBeNull()
    expect(hasReusableQuickAuthToken()).toBe(true)
    // A token the upload endpoint refused is dropped: the next call signs in again.
    forgetQuickAuthToken()
    expect(hasReusableQuickAuthToken()).toBe(false)
    await getQuickAuthToken()
    expect(getToken).toHaveBeenCalledTimes(2)
  })
})

describe('quick sign-in error mapping (spec §7, §8)', () => {
  const rejection = Object.assign(new Error('Sign in rejected by user'), { name: 'SignIn.RejectedByUser' })
  it.each([
    [
      'a non-OK /nonce or /verify-siwf',
      quickAuthError('RequestFailedError', 'Request failed with status 500'),
      'request-failed',
      'Request failed with status 500',
    ],
    [
      'a 401',
      quickAuthError('RequestFailedError', 'Request failed with status 401'),
      'request-failed',
      'Request failed with status 401',
    ],
    [
      'valid: false with a message',
      quickAuthError('InvalidToken', 'Invalid signature'),
      'invalid-token',
      'Invalid signature',
    ],
    [
      "valid: false without a message ('unknown')",
      quickAuthError('InvalidToken', 'unknown'),
      'invalid-token',
      'unknown',
    ],
    ['the user refusing to sign in', rejection, 'rejected', 'Sign-in was rejected by the user.'],
    ['anything else', new Error('Missing domain on SIWE message'), 'unavailable', 'Missing domain on SIWE message'],
  ])('%s', async (_case, thrown, kind, message) => {
    const { getQuickAuthToken, QuickAuthError } = loadQuickAuth()
    getToken.mockRejectedValueOnce(thrown)
    const error = await getQuickAuthToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(QuickAuthError)
    expect(error).toMatchObject({ kind, message, cause: thrown })
  })

  it('uses the bare text when quick-auth appends details to the message', () => {
    const { toQuickAuthError } = loadQuickAuth()
    const error = quickAuthError('InvalidToken', 'unknown')
    error.message = 'unknown\n\nDetails: something'
    expect(toQuickAuthError(error).message).toBe('unknown')
  })

  it('refuses outside a Farcaster host without touching the SDK', async () => {
    const { getQuickAuthToken } = loadQuickAuth()
    const { NotInMiniAppError } = jest.requireActual<typeof SdkModule>('./sdk')
    hostSdk.mockRejectedValueOnce(new NotInMiniAppError())
    await expect(getQuickAuthToken()).rejects.toMatchObject({ kind: 'unavailable' })
    expect(getToken).not.toHaveBeenCalled()
  })
})

describe('authenticatedFetch (spec §7: Authorization: Bearer)', () => {
  const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: true }) as Response)
  beforeEach(() => {
    fetchMock.mockClear()
    Object.assign(globalThis, { fetch: fetchMock })
  })

  it('adds the bearer token and keeps the caller’s headers and options', async () => {
    const { authenticatedFetch } = loadQuickAuth()
    const token = jwt(NOW / 1000 + 3600)
    getToken.mockResolvedValue({ token })
    await authenticatedFetch('https://api.example/me', { method: 'POST', headers: { 'X-Trace': 'abc' }, body: '{}' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('https://api.example/me')
    expect(init).toMatchObject({ method: 'POST', body: '{}' })
    const headers = new Headers(init?.headers)
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`)
    expect(headers.get('X-Trace')).toBe('abc')
  })

  it('reuses the token across requests', async () => {
    const { authenticatedFetch } = loadQuickAuth()
    getToken.mockResolvedValue({ token: jwt(NOW / 1000 + 3600) })
    await authenticatedFetch('https://api.example/a')
    await authenticatedFetch('https://api.example/b')
    expect(getToken).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('does not send the request without a token', async () => {
    const { authenticatedFetch } = loadQuickAuth()
    getToken.mockRejectedValue(Object.assign(new Error('rejected'), { name: 'SignIn.RejectedByUser' }))
    await expect(authenticatedFetch('https://api.example/me')).rejects.toMatchObject({ kind: 'rejected' })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
