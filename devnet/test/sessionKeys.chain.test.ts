import { Wallet, getBytes, parseEther, type BaseContract, type BaseWallet, type Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { CHAT_PRICE } from '../constants'
import { send } from '../contractHelpers'
import { revertOf } from '../revert'
import { eventsOf, read, setupChainFixture } from './helpers'

/** Issue #38: a session key posts for its user without a wallet prompt, and can do nothing else. */
const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const USER = 3
const OTHER = 4
const MOD = 9
const HOUR = 3_600
const FUNDING = parseEther('0.01')

const registry = (): BaseContract => env().c.sessionKeys
const general = (): BaseContract => env().c.chatChannels.general
const shill = (): BaseContract => env().c.chatChannels.shill

async function now(): Promise<bigint> {
  const block = await env().chain.provider.getBlock('latest')
  return BigInt(block?.timestamp ?? 0)
}

/** A fresh browser-style key on the test chain. */
const newKey = (): BaseWallet => Wallet.createRandom(env().chain.provider)

interface Registration {
  user?: number
  lifetime?: bigint
  cap?: bigint
  channels?: string[]
  signer?: BaseWallet
}

/** Registers `key` for account `user` (its personal_sign over the registry's digest unless `signer` says otherwise). */
async function register(key: BaseWallet, opts: Registration = {}) {
  const user = opts.user ?? USER
  const expiresAt = (await now()) + (opts.lifetime ?? 24n * BigInt(HOUR))
  const cap = opts.cap ?? CHAT_PRICE * 10n
  const channels = opts.channels ?? [await general().getAddress()]
  const digest = (await read(
    registry(),
    'registrationDigest',
    addr(user),
    key.address,
    expiresAt,
    cap,
    channels,
  )) as string
  const signature = await (opts.signer ?? key).signMessage(getBytes(digest))
  return send(
    registry().connect(env().chain.signer(user)),
    'register',
    [key.address, expiresAt, cap, channels, signature],
    { value: FUNDING },
  )
}

const asKey = (contract: BaseContract, key: BaseWallet): BaseContract => contract.connect(key)
const postAs = (key: BaseWallet, url: string, channel = general()) =>
  send(asKey(channel, key), 'createMessage', [url], { value: CHAT_PRICE })

async function authorOf(index: bigint, channel = general()): Promise<string> {
  return ((await read(channel, 'getMainMessage', index)) as Result).toArray()[0] as string
}

async function increaseTime(seconds: number): Promise<void> {
  await env().chain.provider.send('evm_increaseTime', [seconds])
  await env().chain.provider.send('evm_mine', [])
}

describe('session keys: registration', () => {
  it('funds the key with the value sent and emits SessionRegistered', async () => {
    const key = newKey()
    const receipt = await register(key)
    expect(await env().chain.provider.getBalance(key.address)).toBe(FUNDING)
    const [user, registered] = eventsOf(receipt, env().ifaces.SessionKeys, 'SessionRegistered')[0]?.args ?? []
    expect([user, registered]).toEqual([addr(USER), key.address])
    expect(await read(registry(), 'userOf', key.address, await general().getAddress())).toBe(addr(USER))
    expect(await read(registry(), 'userOf', key.address, await shill().getAddress())).toBe(
      '0x0000000000000000000000000000000000000000',
    )
  })

  it("refuses someone else's address as a key: the key must sign", async () => {
    const victim = newKey()
    expect(await revertOf(register(victim, { signer: newKey() }))).toBe('Not signed by the session key')
  })

  it('refuses a reused key, the caller itself, a past or too distant expiry, and no channels', async () => {
    const key = newKey()
    await register(key)
    expect(await revertOf(register(key, { user: OTHER }))).toBe('Session key already used')
    const self = new Wallet(devnetAccount(USER).privateKey, env().chain.provider)
    expect(await revertOf(register(self))).toBe('Invalid session key')
    expect(await revertOf(register(newKey(), { lifetime: 0n }))).toBe('Expiry must be in the future')
    expect(await revertOf(register(newKey(), { lifetime: 7n * 24n * BigInt(HOUR) + 60n }))).toBe(
      'Sessions last at most 7 days',
    )
    expect(await revertOf(register(newKey(), { channels: [] }))).toBe('No channels given')
  })
})

describe('session keys: posting as the user', () => {
  it('posts and replies with the user as author, in events and storage', async () => {
    const key = newKey()
    await register(key)
    const posted = await postAs(key, 'ar://by-session')
    const [author] = eventsOf(posted, env().ifaces.ChatChannel, 'MessagePosted')[0]?.args ?? []
    expect(author).toBe(addr(USER))
    expect(await authorOf(0n)).toBe(addr(USER))
    const replied = await send(asKey(general(), key), 'createReply', [0n, 'ar://reply-by-session'], {
      value: CHAT_PRICE,
    })
    expect(eventsOf(replied, env().ifaces.ChatChannel, 'MessageReplied')[0]?.args[0]).toBe(addr(USER))
  })

  it('a plain wallet still posts as itself', async () => {
    await send(general().connect(env().chain.signer(OTHER)), 'createMessage', ['ar://plain'], { value: CHAT_PRICE })
    expect(await authorOf(0n)).toBe(addr(OTHER))
  })
})

describe('session keys: every misuse is refused', () => {
  it('after expiry', async () => {
    const key = newKey()
    await register(key, { lifetime: BigInt(HOUR) })
    await increaseTime(HOUR + 1)
    expect(await revertOf(postAs(key, 'ar://late'))).toBe('Session expired or revoked')
  })

  it('after a revoke by the user, and after a revoke by the key itself', async () => {
    const byUser = newKey()
    await register(byUser)
    await send(registry().connect(env().chain.signer(USER)), 'revoke', [byUser.address])
    expect(await revertOf(postAs(byUser, 'ar://revoked'))).toBe('Session expired or revoked')

    const bySelf = newKey()
    await register(bySelf)
    await send(asKey(registry(), bySelf), 'revoke', [bySelf.address])
    expect(await revertOf(postAs(bySelf, 'ar://revoked-self'))).toBe('Session expired or revoked')
    expect(await revertOf(send(registry().connect(env().chain.signer(OTHER)), 'revoke', [newKey().address]))).toBe(
      'Not a session key',
    )
  })

  it("a stranger cannot revoke someone's session", async () => {
    const key = newKey()
    await register(key)
    expect(await revertOf(send(registry().connect(env().chain.signer(OTHER)), 'revoke', [key.address]))).toBe(
      'Not the key or its user',
    )
  })

  it('over the spending cap', async () => {
    const key = newKey()
    await register(key, { cap: CHAT_PRICE * 2n })
    await postAs(key, 'ar://one')
    await postAs(key, 'ar://two')
    expect(await revertOf(postAs(key, 'ar://three'))).toBe('Session spending cap reached')
  })

  it('not a reaction or an edit once the cap is spent: they pay nothing (the app keeps the key for them)', async () => {
    const key = newKey()
    await register(key, { cap: CHAT_PRICE })
    await postAs(key, 'ar://the-only-paid-post')
    const index = ((await read(general(), 'getMainMessageCount')) as bigint) - 1n
    await send(asKey(general(), key), 'reactToMessage', [index, 0n, true])
    await send(asKey(general(), key), 'editMessage', [index, 'ar://fixed-for-free'])
    const reactions = (await read(general(), 'getMessageReactions', index)) as Result
    expect(reactions.toArray()[0]).toEqual([addr(USER)])
    expect(((await read(general(), 'getMessageVersions', index)) as Result).toArray()).toEqual([
      'ar://the-only-paid-post',
      'ar://fixed-for-free',
    ])
  })

  it('in a channel it was not registered for', async () => {
    const key = newKey()
    await register(key)
    expect(await revertOf(postAs(key, 'ar://elsewhere', shill()))).toBe('Session not valid in this channel')
  })

  it("a moderation call, even for a mod's key", async () => {
    const key = newKey()
    await register(key, { user: MOD })
    expect(await read(general(), 'isUserMod', addr(MOD))).toBe(true)
    expect(await revertOf(send(asKey(general(), key), 'togglePaused', []))).toBe('Not a mod or owner')
    expect(await revertOf(send(asKey(general(), key), 'suspendUser', [addr(OTHER)]))).toBe('Not a mod or owner')
  })

  it("a delete of someone else's message, and of the user's own (deletes stay with the wallet)", async () => {
    await send(general().connect(env().chain.signer(OTHER)), 'createMessage', ['ar://theirs'], { value: CHAT_PRICE })
    const key = newKey()
    await register(key)
    await postAs(key, 'ar://mine')
    expect(await revertOf(send(asKey(general(), key), 'deleteMessage', [0n]))).toBe('Not the author or a mod')
    expect(await revertOf(send(asKey(general(), key), 'deleteMessage', [1n]))).toBe('Not the author or a mod')
  })

  it("a withdrawal of the channel's revenue", async () => {
    const key = newKey()
    await register(key)
    await postAs(key, 'ar://paid')
    const label = await revertOf(
      send(asKey(general(), key), 'withdrawRevenue', [key.address]),
      env().ifaces.ChatChannel,
    )
    expect(label).toMatch(/OwnableUnauthorizedAccount/)
  })

  it('posting for a suspended user', async () => {
    const key = newKey()
    await register(key)
    await send(general().connect(env().chain.signer(MOD)), 'suspendUser', [addr(USER)])
    expect(await revertOf(postAs(key, 'ar://suspended'))).toBe('You are suspended from posting')
  })
})
