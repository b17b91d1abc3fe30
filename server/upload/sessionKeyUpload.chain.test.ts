import type { BaseWallet, JsonRpcProvider } from 'ethers'
import { Wallet, getBytes, parseEther } from 'ethers'
import type { UploadErrorCode } from '../../protocol/upload'
import { UPLOAD_HEADERS } from '../../protocol/upload'
import { devnetAccount } from '../../devnet/accounts'
import { CHAT_PRICE } from '../../devnet/constants'
import { send } from '../../devnet/contractHelpers'
import { read, setupChainFixture } from '../../devnet/test/helpers'
import type { UploadStorage } from './arweaveStore'
import { createChainProvider } from './chainProvider'
import type { SessionKeyLookup } from './sessionKeyLookup'
import { createSessionKeyLookup } from './sessionKeyLookup'
import { TEST_CHAIN_ID, messageBody, signedRequest } from './test/signedRequest'
import type { RunningUploadServer } from './uploadServer'
import { startUploadServer } from './uploadServer'

/**
 * Issue #38: the upload endpoint takes a session key registered on chain as proof of authorship. The real endpoint
 * reads the real registry on anvil; only storage is in memory (what it stores is not under test here).
 */
const env = setupChainFixture({ isolateTests: true })
const USER = 3
const OTHER = 4
const HOUR = 3_600

const user = () => devnetAccount(USER).address
const newKey = (): BaseWallet => Wallet.createRandom(env().chain.provider)

async function register(key: BaseWallet, lifetime = 24 * HOUR): Promise<number> {
  const registry = env().c.sessionKeys
  const block = await env().chain.provider.getBlock('latest')
  const expiresAt = (block?.timestamp ?? 0) + lifetime
  const channels = [env().chain.addresses.chatChannels.general]
  const digest = (await read(
    registry,
    'registrationDigest',
    user(),
    key.address,
    expiresAt,
    CHAT_PRICE,
    channels,
  )) as string
  await send(
    registry.connect(env().chain.signer(USER)),
    'register',
    [key.address, expiresAt, CHAT_PRICE, channels, await key.signMessage(getBytes(digest))],
    { value: parseEther('0.001') },
  )
  return expiresAt
}

describe('uploads signed by a session key', () => {
  let server: RunningUploadServer
  let lookup: SessionKeyLookup | undefined
  let provider: JsonRpcProvider | undefined
  let stored: Buffer[]
  let clockOffsetMs = 0

  async function start(withSessions = true) {
    const storage: UploadStorage = {
      address: 'arweave-address-of-the-endpoint',
      async store(data) {
        stored.push(data)
        return `tx${stored.length}`.padEnd(43, '_')
      },
    }
    provider = createChainProvider(env().chain.rpcUrl, TEST_CHAIN_ID)
    lookup = withSessions
      ? createSessionKeyLookup({ provider, registryAddress: env().chain.addresses.sessionKeys })
      : undefined
    server = await startUploadServer({
      allowedOrigins: '*',
      chainId: TEST_CHAIN_ID,
      lookupName: async (address) => (address === user() || address === devnetAccount(OTHER).address ? 'carol' : ''),
      storage,
      now: () => Date.now() + clockOffsetMs,
      sessionKeys: lookup,
    })
  }

  beforeEach(async () => {
    stored = []
    clockOffsetMs = 0
    await start()
  })
  afterEach(async () => {
    await server.close()
    provider?.destroy()
  })

  /** Uploads a body of `author`, signed by `key`, whose header names `named` (the key by default). */
  async function upload(key: BaseWallet, author = user(), named = key.address) {
    const request = await signedRequest({
      wallet: key,
      address: author,
      body: messageBody(author),
      // Signed on the endpoint's clock, which a test may move past an expiry.
      timestamp: Date.now() + clockOffsetMs,
      headers: { [UPLOAD_HEADERS.sessionKey]: named },
    })
    const response = await fetch(server.url, request)
    const json = (await response.json()) as { url?: string; error?: { code: UploadErrorCode } }
    return { status: response.status, url: json.url, code: json.error?.code }
  }

  it("stores the user's body signed by their registered key, with no sign-in", async () => {
    const key = newKey()
    await register(key)
    expect(await upload(key)).toEqual({ status: 201, url: expect.stringMatching(/^ar:\/\/tx1_+$/), code: undefined })
    expect(stored).toHaveLength(1)
  })

  it('refuses a key never registered, and a key registered for someone else', async () => {
    expect(await upload(newKey())).toMatchObject({ status: 401, code: 'bad_session_key' })
    const key = newKey()
    await register(key)
    expect(await upload(key, devnetAccount(OTHER).address)).toMatchObject({ status: 401, code: 'bad_session_key' })
    expect(stored).toHaveLength(0)
  })

  it('refuses a signature by another key than the header names', async () => {
    const key = newKey()
    await register(key)
    expect(await upload(newKey(), user(), key.address)).toMatchObject({ status: 401, code: 'bad_signature' })
  })

  it('refuses a revoked key at once, and an expired one', async () => {
    const revoked = newKey()
    await register(revoked)
    expect(await upload(revoked)).toMatchObject({ status: 201 })
    await send(env().c.sessionKeys.connect(env().chain.signer(USER)), 'revoke', [revoked.address])
    expect(await upload(revoked)).toMatchObject({ status: 401, code: 'bad_session_key' })

    const expiring = newKey()
    const expiresAt = await register(expiring, HOUR)
    clockOffsetMs = expiresAt * 1000 - Date.now() + 1000
    expect(await upload(expiring)).toMatchObject({ status: 401, code: 'bad_session_key' })
  })

  it('an endpoint without sessions refuses session keys', async () => {
    await server.close()
    provider?.destroy()
    await start(false)
    const key = newKey()
    await register(key)
    expect(await upload(key)).toMatchObject({ status: 401, code: 'bad_session_key' })
  })
})
