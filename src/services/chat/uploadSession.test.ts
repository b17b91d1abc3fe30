import type { Signer } from 'ethers'
import { UPLOAD_SIGN_IN_STATEMENT } from '../../../protocol/upload'
import {
  SESSION_REUSE_MARGIN_MS,
  SessionsUnsupported,
  cachedUploadSession,
  forgetUploadSession,
  signInForUploads,
} from './uploadSession'

const URL_ = '/devnet/upload'
// A stand-in wallet (ethers' key code does not run under jsdom): it knows its address and signs anything.
const wallet = {
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  getAddress: async () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  signMessage: async () => `0x${'ab'.repeat(65)}`,
} as unknown as Signer & { address: string }
const NOW = 1_800_000_000_000

function answer(status: number, body: unknown) {
  return { ok: status < 300, status, json: async () => body } as Response
}

describe('upload sessions in the browser', () => {
  const fetchMock = jest.fn()
  beforeEach(() => {
    window.sessionStorage.clear()
    forgetUploadSession(URL_, wallet.address)
    fetchMock.mockReset()
    global.fetch = fetchMock as unknown as typeof fetch
  })

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
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([`${URL_}/session/nonce`, `${URL_}/session`])

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
})
