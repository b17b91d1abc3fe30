import { Wallet, getBytes, parseEther, type BaseContract, type Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { CHAT_PRICE, MOD_MIN_BALANCE } from '../constants'
import { deployContract, send } from '../contractHelpers'
import { revertOf } from '../revert'
import { read, setupChainFixture } from './helpers'

/**
 * ReferenceChatChannel: the deployed reference surface without issue #38's additions, for the app's "no sessions"
 * path (e2e/chat/referenceChannel.spec.ts). The app tells it apart by its missing sessionKeys().
 */
const env = setupChainFixture({ isolateTests: true })
const OWNER = 5
const USER = 3

async function deployReference(): Promise<BaseContract> {
  return deployContract(
    'ReferenceChatChannel',
    [env().chain.addresses.modToken, MOD_MIN_BALANCE, CHAT_PRICE],
    env().chain.signer(OWNER),
  )
}

async function authorOf(channel: BaseContract, index: bigint): Promise<string> {
  return ((await read(channel, 'getMainMessage', index)) as Result).toArray()[0] as string
}

describe('ReferenceChatChannel', () => {
  it('has no sessionKeys(): the read the app asks reverts', async () => {
    const channel = await deployReference()
    const data = env().ifaces.ChatChannel.encodeFunctionData('sessionKeys')
    await expect(env().chain.provider.call({ to: await channel.getAddress(), data })).rejects.toThrow(/revert/)
  })

  it('records the caller as author and enforces the price, like the deployed contract', async () => {
    const channel = await deployReference()
    const asUser = channel.connect(env().chain.signer(USER))
    expect(await revertOf(send(asUser, 'createMessage', ['ar://cheap'], { value: CHAT_PRICE - 1n }))).toBe(
      'Payment is less than the price',
    )
    await send(asUser, 'createMessage', ['ar://plain'], { value: CHAT_PRICE })
    expect(await authorOf(channel, 0n)).toBe(devnetAccount(USER).address)
  })

  it('a session key registered for it posts as itself, not as its user: why the app never uses one there', async () => {
    const channel = await deployReference()
    const provider = env().chain.provider
    const key = Wallet.createRandom(provider)
    const registry = env().c.sessionKeys
    const block = await provider.getBlock('latest')
    const expiresAt = BigInt(block?.timestamp ?? 0) + 3_600n
    const channels = [await channel.getAddress()]
    const digest = (await read(
      registry,
      'registrationDigest',
      devnetAccount(USER).address,
      key.address,
      expiresAt,
      CHAT_PRICE,
      channels,
    )) as string
    const signature = await key.signMessage(getBytes(digest))
    await send(
      registry.connect(env().chain.signer(USER)),
      'register',
      [key.address, expiresAt, CHAT_PRICE, channels, signature],
      { value: parseEther('0.01') },
    )
    await send(channel.connect(key), 'createMessage', ['ar://by-key'], { value: CHAT_PRICE })
    expect(await authorOf(channel, 0n)).toBe(key.address)
  })
})
