import { Wallet, getBytes, parseEther, type BaseContract, type BaseWallet, type Result } from 'ethers'
import { devnetAccount } from '../accounts'
import { CHAT_PRICE } from '../constants'
import { send } from '../contractHelpers'
import { revertOf } from '../revert'
import { eventsOf, read, setupChainFixture } from './helpers'

/** Issue #38: reactions (a fixed set, one on/off per user and emoji) and author edits that keep earlier versions. */
const env = setupChainFixture({ isolateTests: true })
const addr = (i: number): string => devnetAccount(i).address
const ALICE = 1
const BOB = 2
const MOD = 9
const THUMBS_UP = 0
const PARTY = 5

const general = (): BaseContract => env().c.chatChannels.general
const as = (account: number): BaseContract => general().connect(env().chain.signer(account))

const post = (account: number, url: string) => send(as(account), 'createMessage', [url], { value: CHAT_PRICE })
const reply = (account: number, mainIndex: bigint, url: string) =>
  send(as(account), 'createReply', [mainIndex, url], { value: CHAT_PRICE })
const react = (account: number, mainIndex: bigint, emoji: number, on: boolean) =>
  send(as(account), 'reactToMessage', [mainIndex, emoji, on])
const edit = (account: number, mainIndex: bigint, url: string) => send(as(account), 'editMessage', [mainIndex, url])

/** Who reacted with each emoji index (sorted, as the contract keeps no order). */
async function reactions(method: string, ...args: bigint[]): Promise<string[][]> {
  const lists = ((await read(general(), method, ...args)) as Result).toArray() as Result[]
  return lists.map((list) => (list.toArray() as string[]).slice().sort())
}

async function versions(method: string, ...args: bigint[]): Promise<string[]> {
  return ((await read(general(), method, ...args)) as Result).toArray() as string[]
}

async function urlOf(mainIndex: bigint): Promise<string> {
  return ((await read(general(), 'getMainMessage', mainIndex)) as Result).toArray()[5] as string
}

describe('ChatChannel reactions', () => {
  it('counts each user once per emoji, lists who reacted and emits ReactionSet', async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://hello')
    const receipt = await react(BOB, 0n, THUMBS_UP, true)
    const args = eventsOf(receipt, ifaces.ChatChannel, 'ReactionSet')[0]?.args.toArray()
    expect(args).toEqual([0n, 0n, false, addr(BOB), BigInt(THUMBS_UP), true])
    await react(ALICE, 0n, THUMBS_UP, true)
    await react(ALICE, 0n, PARTY, true)

    const lists = await reactions('getMessageReactions', 0n)
    expect(lists).toHaveLength(6)
    expect(lists[THUMBS_UP]).toEqual([addr(ALICE), addr(BOB)].sort())
    expect(lists[PARTY]).toEqual([addr(ALICE)])
    expect(lists.map((l) => l.length)).toEqual([2, 0, 0, 0, 0, 1])
  })

  it('turns a reaction off, keeping the other reactors', async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://hello')
    for (const account of [ALICE, BOB, MOD]) await react(account, 0n, THUMBS_UP, true)
    const receipt = await react(ALICE, 0n, THUMBS_UP, false)
    expect(eventsOf(receipt, ifaces.ChatChannel, 'ReactionSet')[0]?.args.toArray().slice(3)).toEqual([
      addr(ALICE),
      BigInt(THUMBS_UP),
      false,
    ])
    expect((await reactions('getMessageReactions', 0n))[THUMBS_UP]).toEqual([addr(BOB), addr(MOD)].sort())
    await react(ALICE, 0n, THUMBS_UP, true)
    expect((await reactions('getMessageReactions', 0n))[THUMBS_UP]).toHaveLength(3)
  })

  it('reacts to a reply apart from its main message', async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://main')
    await reply(BOB, 0n, 'ar://r0')
    await reply(BOB, 0n, 'ar://r1')
    const receipt = await send(as(ALICE), 'reactToReply', [0n, 1n, 2, true])
    expect(eventsOf(receipt, ifaces.ChatChannel, 'ReactionSet')[0]?.args.toArray().slice(0, 3)).toEqual([0n, 1n, true])
    expect((await reactions('getReplyReactions', 0n, 1n))[2]).toEqual([addr(ALICE)])
    expect((await reactions('getReplyReactions', 0n, 0n)).flat()).toEqual([])
    expect((await reactions('getMessageReactions', 0n)).flat()).toEqual([])
  })

  it('refuses the same state twice, an unknown emoji, a missing or deleted message', async () => {
    await post(ALICE, 'ar://hello')
    await react(BOB, 0n, THUMBS_UP, true)
    expect(await revertOf(react(BOB, 0n, THUMBS_UP, true))).toBe('Reaction already on')
    expect(await revertOf(react(ALICE, 0n, THUMBS_UP, false))).toBe('Reaction already off')
    expect(await revertOf(react(BOB, 0n, 6, true))).toBe('Unknown reaction')
    expect(await revertOf(react(BOB, 1n, THUMBS_UP, true))).toBe('Main message does not exist')
    expect(await revertOf(send(as(BOB), 'reactToReply', [0n, 0n, 0, true]))).toBe('Reply does not exist')

    await send(as(MOD), 'deleteMessage', [0n])
    expect(await revertOf(react(ALICE, 0n, PARTY, true))).toBe('Message is deleted')
    expect(await revertOf(react(BOB, 0n, THUMBS_UP, false))).toBe('Message is deleted')
    await send(as(MOD), 'restoreMessage', [0n])
    await react(BOB, 0n, THUMBS_UP, false)
  })

  it('refuses a suspended user and a paused channel, as posting does', async () => {
    await post(ALICE, 'ar://hello')
    await send(as(MOD), 'suspendUser', [addr(BOB)])
    expect(await revertOf(react(BOB, 0n, THUMBS_UP, true))).toBe('You are suspended from posting')
    await send(as(MOD), 'togglePaused')
    expect(await revertOf(react(ALICE, 0n, THUMBS_UP, true))).toBe('Contract is paused')
  })
})

describe('ChatChannel edits', () => {
  it('points the message to the new body, keeps every version and emits MessageEdited', async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://v0')
    const first = await edit(ALICE, 0n, 'ar://v1')
    expect(eventsOf(first, ifaces.ChatChannel, 'MessageEdited')[0]?.args.toArray()).toEqual([
      0n,
      0n,
      false,
      addr(ALICE),
      'ar://v1',
      1n,
    ])
    const second = await edit(ALICE, 0n, 'ar://v2')
    expect(eventsOf(second, ifaces.ChatChannel, 'MessageEdited')[0]?.args[5]).toBe(2n)
    expect(await urlOf(0n)).toBe('ar://v2')
    expect(await versions('getMessageVersions', 0n)).toEqual(['ar://v0', 'ar://v1', 'ar://v2'])
  })

  it('an unedited message has one version, its own URL', async () => {
    await post(ALICE, 'ar://only')
    expect(await versions('getMessageVersions', 0n)).toEqual(['ar://only'])
  })

  it("edits a reply, and only that reply's versions change", async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://main')
    await reply(BOB, 0n, 'ar://r0')
    const receipt = await send(as(BOB), 'editReply', [0n, 0n, 'ar://r0-fixed'])
    expect(eventsOf(receipt, ifaces.ChatChannel, 'MessageEdited')[0]?.args.toArray().slice(0, 4)).toEqual([
      0n,
      0n,
      true,
      addr(BOB),
    ])
    expect(await versions('getReplyVersions', 0n, 0n)).toEqual(['ar://r0', 'ar://r0-fixed'])
    expect(await versions('getMessageVersions', 0n)).toEqual(['ar://main'])
    expect(await revertOf(send(as(ALICE), 'editReply', [0n, 0n, 'ar://not-mine']))).toBe('Not the author')
  })

  it('refuses another account (a moderator too), an empty URL and a deleted message', async () => {
    await post(ALICE, 'ar://v0')
    expect(await revertOf(edit(BOB, 0n, 'ar://hijack'))).toBe('Not the author')
    expect(await revertOf(edit(MOD, 0n, 'ar://mod-rewrite'))).toBe('Not the author')
    expect(await revertOf(edit(ALICE, 0n, ''))).toBe('URL cannot be empty')
    expect(await revertOf(edit(ALICE, 1n, 'ar://nowhere'))).toBe('Main message does not exist')

    await send(as(ALICE), 'deleteMessage', [0n])
    expect(await revertOf(edit(ALICE, 0n, 'ar://after-delete'))).toBe('Message is deleted')
    // A moderator's restore brings the message back with its versions, and it is editable again.
    await send(as(MOD), 'restoreMessage', [0n])
    await edit(ALICE, 0n, 'ar://v1')
    expect(await versions('getMessageVersions', 0n)).toEqual(['ar://v0', 'ar://v1'])
  })

  it('a moderator can still delete an edited message', async () => {
    await post(ALICE, 'ar://v0')
    await edit(ALICE, 0n, 'ar://v1')
    await send(as(MOD), 'deleteMessage', [0n])
    expect(((await read(general(), 'getMainMessage', 0n)) as Result).toArray()[2]).toBe(true)
  })
})

describe('ChatChannel reactions and edits through a session key', () => {
  /** Registers a fresh browser-style key for `user` in General (sessionKeys.chain.test.ts covers the registry). */
  async function sessionKeyFor(user: number): Promise<BaseWallet> {
    const { c, chain } = env()
    const key = Wallet.createRandom(chain.provider)
    const block = await chain.provider.getBlock('latest')
    const expiresAt = BigInt(block?.timestamp ?? 0) + 3_600n
    const channels = [await general().getAddress()]
    const cap = CHAT_PRICE * 10n
    const digest = (await read(
      c.sessionKeys,
      'registrationDigest',
      addr(user),
      key.address,
      expiresAt,
      cap,
      channels,
    )) as string
    const signature = await key.signMessage(getBytes(digest))
    await send(
      c.sessionKeys.connect(chain.signer(user)),
      'register',
      [key.address, expiresAt, cap, channels, signature],
      {
        value: parseEther('0.01'),
      },
    )
    return key
  }

  it("reacts and edits as the key's user, and cannot edit someone else's message", async () => {
    const { ifaces } = env()
    await post(ALICE, 'ar://alice')
    await post(BOB, 'ar://bob')
    const key = await sessionKeyFor(ALICE)
    const channel = general().connect(key)

    const reacted = await send(channel, 'reactToMessage', [1n, PARTY, true])
    expect(eventsOf(reacted, ifaces.ChatChannel, 'ReactionSet')[0]?.args[3]).toBe(addr(ALICE))
    expect((await reactions('getMessageReactions', 1n))[PARTY]).toEqual([addr(ALICE)])

    const edited = await send(channel, 'editMessage', [0n, 'ar://alice-fixed'])
    expect(eventsOf(edited, ifaces.ChatChannel, 'MessageEdited')[0]?.args[3]).toBe(addr(ALICE))
    expect(await urlOf(0n)).toBe('ar://alice-fixed')
    expect(await revertOf(send(channel, 'editMessage', [1n, 'ar://not-alices']))).toBe('Not the author')
  })
})
