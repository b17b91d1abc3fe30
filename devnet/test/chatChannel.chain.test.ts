import { id as keccakText } from 'ethers'
import type { BaseContract, Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { CHAT_PRICE, MOD_MIN_BALANCE } from '../constants'
import { deployContract, send } from '../contractHelpers'
import { revertOf } from '../revert'
import { eventsOf, read, readBigInt, setupChainFixture } from './helpers'

const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const MOD = 9

interface Message {
  author: string
  createdAt: bigint
  deleted: boolean
  index: bigint
  repliesCount: bigint
  url: string
}

function toMessage(value: unknown): Message {
  const [author, createdAt, deleted, index, repliesCount, url] = (value as Result).toArray()
  return { author, createdAt, deleted, index, repliesCount, url }
}

async function messages(contract: BaseContract, method: string, ...args: unknown[]): Promise<Message[]> {
  return ((await read(contract, method, ...args)) as Result).toArray().map(toMessage)
}

const general = (): BaseContract => env().c.chatChannels.general
const as = (account: number): BaseContract => general().connect(env().chain.signer(account))

function post(account: number, url: string, value = CHAT_PRICE): Promise<unknown> {
  return send(as(account), 'createMessage', [url], { value })
}

function reply(account: number, mainIndex: bigint, url: string, value = CHAT_PRICE): Promise<unknown> {
  return send(as(account), 'createReply', [mainIndex, url], { value })
}

describe('ChatChannel reads and posting', () => {
  it('is configured as deployed: price, mods, owner, not paused', async () => {
    const { c, chain } = env()
    for (const channel of Object.values(c.chatChannels)) {
      expect(await read(channel, 'price')).toBe(CHAT_PRICE)
      expect(await read(channel, 'paused')).toBe(false)
      expect(await read(channel, 'owner')).toBe(addr(0))
      expect(await read(channel, 'modTokenAddress')).toBe(chain.addresses.modToken)
      expect(await read(channel, 'modMinBalance')).toBe(MOD_MIN_BALANCE)
      expect(await read(channel, 'isUserMod', addr(MOD))).toBe(true)
      expect(await read(channel, 'isUserMod', addr(0))).toBe(true) // the owner
      expect(await read(channel, 'isUserMod', addr(1))).toBe(false)
      expect(await read(channel, 'getMainMessageCount')).toBe(0n)
    }
  })

  it('stores messages with author, block time and index, and emits MessagePosted', async () => {
    const { chain, ifaces } = env()
    const receipt = await send(as(1), 'createMessage', ['ar://first'], { value: CHAT_PRICE })
    const block = await chain.provider.getBlock(receipt.blockNumber)
    const [author, url, createdAt] = eventsOf(receipt, ifaces.ChatChannel, 'MessagePosted')[0]?.args ?? []
    expect([author, url.hash, createdAt]).toEqual([addr(1), keccakText('ar://first'), BigInt(block?.timestamp ?? 0)])
    expect(toMessage(await read(general(), 'getMainMessage', 0n))).toEqual({
      author: addr(1),
      createdAt: BigInt(block?.timestamp ?? 0),
      deleted: false,
      index: 0n,
      repliesCount: 0n,
      url: 'ar://first',
    })
    expect(await revertOf(read(general(), 'getMainMessage', 1n))).toBe('Main message does not exist')
  })

  it('fetches the last N in ascending order (all if fewer) and pages forward', async () => {
    for (const n of [0, 1, 2, 3, 4]) await post(2, `ar://m${n}`)
    const urls = (list: Message[]): string[] => list.map((m) => m.url)
    expect(urls(await messages(general(), 'fetchLastMainMessages', true, 3n))).toEqual([
      'ar://m2',
      'ar://m3',
      'ar://m4',
    ])
    expect(urls(await messages(general(), 'fetchLastMainMessages', true, 50n))).toHaveLength(5)
    expect(urls(await messages(general(), 'fetchMainMessages', true, 1n, 2n))).toEqual(['ar://m1', 'ar://m2'])
    expect(urls(await messages(general(), 'fetchMainMessages', true, 4n, 10n))).toEqual(['ar://m4'])
    expect(await messages(general(), 'fetchMainMessages', true, 9n, 10n)).toEqual([])
  })

  it('rejects underpayment and empty URLs; keeps overpayment; owner withdraws', async () => {
    const { chain, c, ifaces } = env()
    expect(await revertOf(post(1, 'ar://x', CHAT_PRICE - 1n))).toBe('Payment is less than the price')
    expect(await revertOf(post(1, ''))).toBe('URL cannot be empty')
    await post(1, 'ar://x', CHAT_PRICE * 3n)
    expect(await chain.provider.getBalance(chain.addresses.chatChannels.general)).toBe(CHAT_PRICE * 3n)

    expect(await revertOf(send(as(1), 'withdrawRevenue', [addr(1)]), ifaces.ChatChannel)).toBe(
      'OwnableUnauthorizedAccount',
    )
    const before = await chain.provider.getBalance(addr(8))
    await send(c.chatChannels.general.connect(chain.signer(0)), 'withdrawRevenue', [addr(8)])
    expect((await chain.provider.getBalance(addr(8))) - before).toBe(CHAT_PRICE * 3n)
  })

  it('lets the owner change the price', async () => {
    const { chain, ifaces } = env()
    expect(await revertOf(send(as(MOD), 'setPrice', [0n]), ifaces.ChatChannel)).toBe('OwnableUnauthorizedAccount')
    await send(general().connect(chain.signer(0)), 'setPrice', [0n])
    await post(1, 'ar://free', 0n)
    expect(await read(general(), 'getMainMessageCount')).toBe(1n)
  })

  it('refuses to be deployed with modMinBalance 0 (that would make everyone a mod)', async () => {
    const { chain } = env()
    const deploy = deployContract('ChatChannel', [chain.addresses.modToken, 0n, CHAT_PRICE], chain.signer(0))
    expect(await revertOf(deploy)).toBe('Mod min balance must be above 0')
  })
})

describe('ChatChannel replies', () => {
  it('adds replies, counts them on the parent and emits MessageReplied', async () => {
    const { ifaces } = env()
    await post(1, 'ar://main')
    const receipt = await send(as(2), 'createReply', [0n, 'ar://r0'], { value: CHAT_PRICE })
    expect(eventsOf(receipt, ifaces.ChatChannel, 'MessageReplied')[0]?.args[2]).toBe(0n)
    await reply(3, 0n, 'ar://r1')
    expect(toMessage(await read(general(), 'getMainMessage', 0n)).repliesCount).toBe(2n)
    expect(await read(general(), 'getReplyCount', 0n)).toBe(2n)
    expect(toMessage(await read(general(), 'getReply', 0n, 1n))).toMatchObject({
      author: addr(3),
      index: 1n,
      url: 'ar://r1',
    })
    expect((await messages(general(), 'fetchLastReplies', true, 0n, 1n)).map((m) => m.url)).toEqual(['ar://r1'])
    expect((await messages(general(), 'fetchReplies', true, 0n, 0n, 5n)).map((m) => m.url)).toEqual([
      'ar://r0',
      'ar://r1',
    ])
    expect(await revertOf(reply(2, 1n, 'ar://orphan'))).toBe('Main message does not exist')
    expect(await revertOf(read(general(), 'getReply', 0n, 2n))).toBe('Reply does not exist')
  })

  it('keeps repliesCount equal to live replies through repeated deletes and restores', async () => {
    await post(1, 'ar://main')
    await reply(2, 0n, 'ar://r0')
    await reply(3, 0n, 'ar://r1')
    const count = async (): Promise<bigint> => toMessage(await read(general(), 'getMainMessage', 0n)).repliesCount

    expect(await revertOf(send(as(3), 'deleteReply', [0n, 0n]))).toBe('Not the author or a mod')
    await send(as(2), 'deleteReply', [0n, 0n])
    await send(as(2), 'deleteReply', [0n, 0n]) // idempotent: no drift
    await send(as(MOD), 'deleteReply', [0n, 0n])
    expect(await count()).toBe(1n)
    expect(toMessage(await read(general(), 'getReply', 0n, 0n)).deleted).toBe(true)
    expect((await messages(general(), 'fetchReplies', false, 0n, 0n, 5n)).map((m) => m.url)).toEqual(['ar://r1'])

    expect(await revertOf(send(as(2), 'restoreReply', [0n, 0n]))).toBe('Not a mod or owner')
    await send(as(MOD), 'restoreReply', [0n, 0n])
    expect(await count()).toBe(2n)
    expect(await revertOf(send(as(MOD), 'restoreReply', [0n, 0n]))).toBe('Reply is not deleted')
    expect(await readBigInt(general(), 'getReplyCount', 0n)).toBe(2n)
  })
})

describe('ChatChannel moderation', () => {
  it('soft-deletes main messages (author or mod) and lets mods restore them', async () => {
    const { ifaces } = env()
    for (const n of [0, 1, 2, 3]) await post(1, `ar://m${n}`)
    expect(await revertOf(send(as(2), 'deleteMessage', [1n]))).toBe('Not the author or a mod')
    const receipt = await send(as(1), 'deleteMessage', [1n])
    expect(eventsOf(receipt, ifaces.ChatChannel, 'MainMessageDeleted')[0]?.args[2]).toBe(1n)
    await send(as(MOD), 'deleteMessage', [2n])

    const urls = async (...args: unknown[]): Promise<string[]> =>
      (await messages(general(), ...(args as [string, ...unknown[]]))).map((m) => m.url)
    // "Last N" is a window of the last N slots, filtered: deleted ones leave holes, as in the deployed contract.
    expect(await urls('fetchLastMainMessages', false, 3n)).toEqual(['ar://m3'])
    const window = await messages(general(), 'fetchLastMainMessages', true, 3n)
    expect(window.map((m) => m.deleted)).toEqual([true, true, false])
    // Forward paging walks past deleted messages to fill the page.
    expect(await urls('fetchMainMessages', false, 1n, 1n)).toEqual(['ar://m3'])

    expect(await revertOf(send(as(1), 'restoreMessage', [1n]))).toBe('Not a mod or owner')
    const restored = await send(as(MOD), 'restoreMessage', [1n])
    expect(eventsOf(restored, ifaces.ChatChannel, 'MainMessageRestored')[0]?.args[0]).toBe(addr(MOD))
    expect(await revertOf(send(as(MOD), 'restoreMessage', [0n]))).toBe('Message is not deleted')
    expect(await urls('fetchLastMainMessages', false, 3n)).toEqual(['ar://m1', 'ar://m3'])
  })

  it('suspends and unsuspends users (mods only)', async () => {
    expect(await revertOf(send(as(1), 'suspendUser', [addr(2)]))).toBe('Not a mod or owner')
    await send(as(MOD), 'suspendUser', [addr(2)])
    expect(await read(general(), 'suspended', addr(2))).toBe(true)
    expect(await revertOf(post(2, 'ar://spam'))).toBe('You are suspended from posting')
    await post(1, 'ar://ok')
    expect(await revertOf(reply(2, 0n, 'ar://spam'))).toBe('You are suspended from posting')
    await send(as(MOD), 'unsuspendUser', [addr(2)])
    await post(2, 'ar://back')
  })

  it('pauses and unpauses posting (mods only)', async () => {
    expect(await revertOf(send(as(1), 'togglePaused'))).toBe('Not a mod or owner')
    await send(as(MOD), 'togglePaused')
    expect(await read(general(), 'paused')).toBe(true)
    expect(await revertOf(post(1, 'ar://x'))).toBe('Contract is paused')
    await send(as(MOD), 'togglePaused')
    await post(1, 'ar://x')
  })

  it('stops treating a holder as mod once the badge is burned', async () => {
    const { c, chain } = env()
    await send(c.modToken.connect(chain.signer(0)), 'burn', [1n])
    expect(await read(general(), 'isUserMod', addr(MOD))).toBe(false)
  })
})
