import type { Signer } from 'ethers'
import { UPLOAD_SIGN_IN_STATEMENT } from '../../../protocol/upload'
import { createUploadSessionTransport } from '../../store/api/uploadSessionApi'
import { makeStore } from '../../store/store'
import { setUploadSessionTransport } from './sessionTransport'
import {
  SESSION_REUSE_MARGIN_MS,
  SessionsUnsupported,
  cachedUploadSession,
  endUploadSessions,
  forgetUploadSession,
  signInForUploads,
} from './uploadSession'

const URL_ = '/devnet/upload'
const ABSOLUTE = `${window.location.origin}${URL_}`
// A stand-in wallet (ethers' key code does not run under jsdom): it knows its address and signs anything.
const wallet = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  getAddress: async () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  signMessage: async () => `0x${'ab'.repeat(65)}`,
} as unknown as Signer & { address: string }
const NOW = 1_800_000_000_000

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** What the fake fetch was asked: method and URL (RTK Query's fetchBaseQuery sends Request objects). */
const requested = (calls: unknown[][]) =>
  calls.map(([input]) => (input instanceof Request ? `${input.method} ${input.url}` : String(input)))

describe('upload sessions in the browser', () => {
  const fetchMock = jest.fn()
  beforeEach(() => {
    window.sessionStorage.clear()
    forgetUploadSession(URL_, wallet.address)
    fetchMock.mockReset()
    global.fetch = fetchMock as unknown as typeof fetch
    // As the app's startup: the sign-in goes through the store's RTK Query HTTP API (issue #20).
    setUploadSessionTransport(createUploadSessionTransport(makeStore().store.dispatch))
  })
  afterAll(() => setUploadSessionTransport(null))

  it('signs the EIP-4361 message once and keeps the session for the tab, until 15 s before it expires', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { nonce: 'n0nce1234567' }))
      .mockResolvedValueOnce(answer(201, { token: 't'.repeat(43), address: wallet.address, expiresAt: NOW + 60_000 }))
    const sign = jest.spyOn(wallet, 'signMessage')
    const session = await signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW })
    expect(session.token).toBe('t'.repeat(43))
    const message = String(sign.mock.calls[0]?.[0])
    expect(message).toContain(`${window.location.host} wants you to sign in with your Ethereum account:`)
    expect(message).toContain(UPLOAD_SIGN_IN_STATEMENT)
    expect(message).toContain('Nonce: n0nce1234567')
    expect(requested(fetchMock.mock.calls)).toEqual([`GET ${ABSOLUTE}/session/nonce`, `POST ${ABSOLUTE}/session`])
    const posted = fetchMock.mock.calls[1]?.[0] as Request
    expect(JSON.parse(await posted.text())).toEqual({ message, signature: `0x${'ab'.repeat(65)}` })

    expect(cachedUploadSession(URL_, wallet.address.toLowerCase(), NOW)).toEqual(session)
    expect(cachedUploadSession(URL_, wallet.address, NOW + 60_000 - SESSION_REUSE_MARGIN_MS)).toBeNull()
    expect(JSON.parse(window.sessionStorage.getItem('upload-sessions') ?? '{}')).not.toEqual({})
    forgetUploadSession(URL_, wallet.address)
    expect(cachedUploadSession(URL_, wallet.address, NOW)).toBeNull()
  })

  it('tells an endpoint without sessions apart (the caller signs each upload)', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { error: { code: 'not_found', message: 'Not found.' } }))
    await expect(
      signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW }),
    ).rejects.toBeInstanceOf(SessionsUnsupported)
  })

  it("reports the endpoint's refusal of the sign-in", async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { nonce: 'n0nce1234567' }))
      .mockResolvedValueOnce(
        answer(401, { error: { code: 'bad_sign_in', message: 'The sign-in is for another site.' } }),
      )
    await expect(
      signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW }),
    ).rejects.toMatchObject({ code: 'bad_sign_in', message: 'The sign-in is for another site.', status: 401 })
    expect(cachedUploadSession(URL_, wallet.address, NOW)).toBeNull()
  })

  it('says the upload service cannot be reached when the network fails (the nonce is tried twice)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(
      signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW }),
    ).rejects.toMatchObject({ code: 'network', message: expect.stringContaining('Could not reach the upload service') })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('ends the tab’s session on the endpoint and forgets it when the wallet disconnects (issue #35)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { nonce: 'n0nce1234567' }))
      .mockResolvedValueOnce(answer(201, { token: 't'.repeat(43), address: wallet.address, expiresAt: NOW + 60_000 }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
    await signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW })
    await endUploadSessions(URL_)
    const revoke = fetchMock.mock.calls[2]?.[0] as Request
    expect(`${revoke.method} ${revoke.url}`).toBe(`DELETE ${ABSOLUTE}/session`)
    expect(revoke.headers.get('authorization')).toBe(`Bearer ${'t'.repeat(43)}`)
    expect(cachedUploadSession(URL_, wallet.address, NOW)).toBeNull()
    expect(JSON.parse(window.sessionStorage.getItem('upload-sessions') ?? '{}')).toEqual({})
    // Nothing left to end: no call.
    await endUploadSessions(URL_)
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('forgets the session even when the endpoint cannot be told, and reports why', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { nonce: 'n0nce1234567' }))
      .mockResolvedValueOnce(answer(201, { token: 't'.repeat(43), address: wallet.address, expiresAt: NOW + 60_000 }))
      .mockRejectedValue(new TypeError('Failed to fetch'))
    await signInForUploads({ uploadUrl: URL_, signer: wallet, chainId: 84532, now: () => NOW })
    const failures: unknown[] = []
    await endUploadSessions(URL_, (error) => failures.push(error))
    expect(failures).toEqual([expect.objectContaining({ code: 'network' })])
    expect(cachedUploadSession(URL_, wallet.address, NOW)).toBeNull()
  })
})
