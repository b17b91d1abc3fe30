import { keccak_256 } from '@noble/hashes/sha3'
import { act, renderHook } from '@testing-library/react'
import { id } from 'ethers'
import { config } from '../../../config'
import { addressBloomBits, topicBloomBits } from '../../../services/chain/blockWatch/logsBloom'
import type { BlockHead, HeadSource } from '../../../services/chain/blockWatch/newHeads'
import type { ChangesQuery } from '../../../services/chat/chatServices'
import { EXTRAS_REFRESH_MS, useMessageExtras } from './extrasStore'

// The devnet's channels keep reactions and edits; the test build has no APP_PROFILE.
jest.mock('../../../config/channelFeatures', () => ({ CHANNELS_HAVE_EXTRAS: true }))

/** The pushed heads the store follows (null: the chain config offers none), with the hash code at hand. */
const mockHeads: { source: HeadSource | null } = { source: null }
jest.mock('./extrasHeads', () => {
  const actual = jest.requireActual('./extrasHeads')
  const { keccak_256: keccak } = jest.requireActual('@noble/hashes/sha3')
  const { config: appConfig } = jest.requireActual('../../../config')
  return {
    ...actual,
    extrasHeadSource: () => mockHeads.source ?? undefined,
    chatExtrasHeadFilter: () =>
      actual.createExtrasHeadFilter(Object.values(appConfig.chatChannels), async () => keccak),
  }
})

/** The block the fake index has reached (each answer carries it), and how far behind the pushed heads it stays. */
let indexedBlock = 100
let indexLag = 0
const noExtras = (index: number) => ({ reactions: [[], [], [], [], [], []], versions: [`ar://${index}`] })
/** The fake index's page read (a mount's, or a refresh's before a list has a block): every message, at its block. */
const readAtIndex = async (
  _channel: string,
  _parent: number | null,
  indexes: readonly number[],
  _options?: { indexOnly?: boolean },
) => ({
  extras: new Map(indexes.map((index) => [index, noExtras(index)])),
  indexedBlock: indexedBlock as number | null,
})
const readMessageExtras = jest.fn(readAtIndex)
/** What the fake index's extras route answers: the changes after `since`, at the index's block. */
let changesAnswer: (query: ChangesQuery) => Map<number, ReturnType<typeof noExtras>> = () => new Map()
const changesAtIndex = async (_channel: string, query: ChangesQuery) => ({
  changes: changesAnswer(query),
  indexedBlock,
  isComplete: true,
})
const readExtrasChanges = jest.fn(changesAtIndex)
jest.mock('../../../services/chat/loadChatServices', () => ({
  loadChatServices: async () => ({ readMessageExtras, readExtrasChanges }),
}))

/** How the reads so far asked: 'mount' (index, then chain), 'refresh' (index only) or 'changes' (the small read). */
function reads(): string[] {
  const calls = [
    ...readMessageExtras.mock.invocationCallOrder.map((order, call) => ({
      order,
      kind: readMessageExtras.mock.calls[call]?.[3]?.indexOnly ? 'refresh' : 'mount',
    })),
    ...readExtrasChanges.mock.invocationCallOrder.map((order) => ({ order, kind: 'changes' })),
  ]
  return calls.sort((a, b) => a.order - b.order).map((call) => call.kind)
}

function clearReads() {
  readMessageExtras.mockClear()
  readExtrasChanges.mockClear()
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms)
  })
}

function setHidden(isHidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (isHidden ? 'hidden' : 'visible'),
  })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A logs bloom (hex) holding one log of `address` with `topics`. */
function bloomOf(address: string, ...topics: string[]): string {
  const bytes = new Uint8Array(256)
  const bits = [...addressBloomBits(address, keccak_256), ...topics.flatMap((t) => topicBloomBits(t, keccak_256))]
  for (const bit of bits) bytes[255 - (bit >> 3)] = (bytes[255 - (bit >> 3)] ?? 0) | (1 << (bit & 7))
  return `0x${Buffer.from(bytes).toString('hex')}`
}

const GENERAL = config.chatChannels.general
const REACTION = id('ReactionSet(uint256,uint256,bool,address,uint8,bool)')
const EDIT = id('MessageEdited(uint256,uint256,bool,address,string,uint256)')
const POSTED = id('MessagePosted(address,string,uint256)')
const EMPTY = `0x${'00'.repeat(256)}`
/** A contract that is not a chat channel. */
const ELSEWHERE = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

/** A fake newHeads socket: live at once; `push` sends a head to every subscriber. */
function fakeHeads() {
  const subscribers = new Set<(head: BlockHead) => void>()
  let number = 200
  const source: HeadSource = {
    subscribe(onHead, onLive) {
      subscribers.add(onHead)
      onLive(true)
      return () => subscribers.delete(onHead)
    },
  }
  return {
    source,
    subscribers,
    /** One block (2 s) with `logsBloom`; `skip` heads never heard before it. */
    async push(logsBloom = EMPTY, skip = 0) {
      number += 1 + skip
      indexedBlock = number - indexLag
      const head = { number, logsBloom }
      subscribers.forEach((onHead) => onHead(head))
      await advance(2_000)
      return head.number
    },
  }
}

beforeEach(() => {
  jest.useFakeTimers()
  readMessageExtras.mockImplementation(readAtIndex)
  readExtrasChanges.mockImplementation(changesAtIndex)
  clearReads()
  indexedBlock = 100
  indexLag = 0
  changesAnswer = () => new Map()
  mockHeads.source = null
  setHidden(false)
})

afterEach(() => jest.useRealTimers())

describe('useMessageExtras: reads (issues #38 and #41)', () => {
  it('reads nothing until the message wants it, then the messages shown together in one read', async () => {
    const { rerender, unmount } = renderHook(({ isWanted }) => useMessageExtras('general', null, 7, isWanted), {
      initialProps: { isWanted: false },
    })
    await advance(1_000)
    expect(reads()).toEqual([])
    rerender({ isWanted: true })
    const other = renderHook(() => useMessageExtras('general', null, 8))
    await advance(100)
    expect(readMessageExtras).toHaveBeenCalledTimes(1)
    expect(readMessageExtras.mock.calls[0]?.[2]).toEqual([7, 8])
    unmount()
    other.unmount()
  })
})

describe('useMessageExtras with pushed heads: the refresh follows the chain (issue #38)', () => {
  it('makes 0 requests over 30 quiet blocks, then one small request per list for a reaction, shown at once', async () => {
    const heads = fakeHeads()
    mockHeads.source = heads.source
    const { result, unmount } = renderHook(() => useMessageExtras('general', null, 3))
    const thread = renderHook(() => useMessageExtras('general', 1, 0))
    await advance(100)
    // The first head heard reads what changed since the mount's answer (its blocks were never looked at).
    await heads.push()
    await advance(2_000)
    expect(reads()).toEqual(['mount', 'mount', 'changes', 'changes'])
    clearReads()

    // A minute of blocks: empty ones and posts, a reaction in another contract. No reaction or edit here: no read.
    const quiet = [EMPTY, bloomOf(GENERAL, POSTED), bloomOf(ELSEWHERE, REACTION)]
    for (let block = 0; block < 30; block += 1) await heads.push(quiet[block % quiet.length])
    expect(reads()).toEqual([])

    // Someone reacts to message 3: its head is the only one read for, one request per list shown.
    changesAnswer = ({ parentIndex }) =>
      parentIndex === null ? new Map([[3, { ...noExtras(3), reactions: [['0xb0b'], [], [], [], [], []] }]]) : new Map()
    const reactionBlock = await heads.push(bloomOf(GENERAL, REACTION))
    expect(reads()).toEqual(['changes', 'changes'])
    expect(readExtrasChanges.mock.calls.map(([, query]) => query)).toEqual([
      { parentIndex: null, from: 3, to: 3, since: 201, atLeast: reactionBlock },
      { parentIndex: 1, from: 0, to: 0, since: 201, atLeast: reactionBlock },
    ])
    expect(result.current?.reactions[0]).toEqual(['0xb0b'])
    clearReads()

    // The next change is asked for after the block the last answer reached.
    await heads.push(bloomOf(GENERAL, EDIT))
    expect(readExtrasChanges.mock.calls[0]?.[1]).toMatchObject({ since: reactionBlock })
    unmount()
    thread.unmount()
  })

  it('asks again on the next head while the index has not reached the reaction, then stops', async () => {
    const heads = fakeHeads()
    mockHeads.source = heads.source
    const { unmount } = renderHook(() => useMessageExtras('shill', null, 5))
    await advance(100)
    await heads.push()
    await advance(2_000)
    clearReads()
    indexLag = 1
    await heads.push(bloomOf(config.chatChannels.shill, REACTION))
    expect(reads()).toEqual(['changes'])
    indexLag = 0
    await heads.push()
    await heads.push()
    await heads.push()
    expect(reads()).toEqual(['changes', 'changes'])
    unmount()
  })

  it('reads nothing while hidden (no socket), then catches up once on the first head back', async () => {
    const heads = fakeHeads()
    mockHeads.source = heads.source
    const { unmount } = renderHook(() => useMessageExtras('general', null, 9))
    await advance(100)
    await heads.push()
    await advance(2_000)
    clearReads()
    setHidden(true)
    expect(heads.subscribers.size).toBe(0)
    await advance(60_000)
    expect(reads()).toEqual([])
    setHidden(false)
    await heads.push(EMPTY, 30)
    await heads.push()
    expect(reads()).toEqual(['changes'])
    unmount()
  })

  it('reads nothing from the chain when the index does not answer a refresh', async () => {
    const heads = fakeHeads()
    mockHeads.source = heads.source
    const { unmount } = renderHook(() => useMessageExtras('general', null, 4))
    await advance(100)
    readExtrasChanges.mockImplementation(async () => null as unknown as Awaited<ReturnType<typeof changesAtIndex>>)
    await heads.push()
    await advance(2_000)
    await heads.push(bloomOf(GENERAL, REACTION))
    await heads.push()
    expect(reads()).toEqual(['mount', 'changes', 'changes'])
    expect(readMessageExtras.mock.calls.every(([, , , options]) => !options?.indexOnly)).toBe(true)
    unmount()
  })
})

describe('useMessageExtras with pushed heads while the index is down', () => {
  it('reads the chain on mount only, then asks the index once per head that may matter', async () => {
    const heads = fakeHeads()
    mockHeads.source = heads.source
    readMessageExtras.mockImplementation(async (_channel, _parent, indexes, options) => ({
      // Down: a mount reads the chain (no block), a refresh reads nothing.
      extras: new Map(options?.indexOnly ? [] : indexes.map((index) => [index, noExtras(index)])),
      indexedBlock: null,
    }))
    const { unmount } = renderHook(() => useMessageExtras('general', null, 6))
    await advance(100)
    await heads.push()
    await advance(2_000)
    for (let block = 0; block < 10; block += 1) await heads.push()
    expect(reads()).toEqual(['mount', 'refresh'])
    await heads.push(bloomOf(GENERAL, REACTION))
    await heads.push()
    await heads.push()
    expect(reads()).toEqual(['mount', 'refresh', 'refresh'])
    expect(readExtrasChanges).not.toHaveBeenCalled()
    unmount()
  })
})

describe('useMessageExtras without pushed heads: the timer as before', () => {
  it('refreshes every EXTRAS_REFRESH_MS while the reader is active, and backs off while idle', async () => {
    const { result, unmount } = renderHook(() => useMessageExtras('shill', null, 3))
    await advance(100)
    expect(result.current?.versions).toEqual(['ar://3'])
    for (let second = 0; second < 12; second += 1) {
      window.dispatchEvent(new KeyboardEvent('keydown'))
      await advance(1_000)
    }
    // 12 s of typing: a read of what changed every 4 s.
    expect(reads()).toEqual(['mount', 'changes', 'changes', 'changes'])
    clearReads()
    await advance(120_000)
    // Two idle minutes: the waits double up to 30 s (at most 8 reads; 30 at the active pace).
    expect(reads().length).toBeLessThanOrEqual(8)
    expect(new Set(reads())).toEqual(new Set(['changes']))
    unmount()
  })

  it('refreshes nothing while the tab is hidden, and nothing once no message is shown', async () => {
    const { unmount } = renderHook(() => useMessageExtras('general', 2, 0))
    await advance(100)
    clearReads()
    setHidden(true)
    await advance(60_000)
    expect(reads()).toEqual([])
    // Shown again: a refresh at once (the last one is long past), then the active pace.
    setHidden(false)
    await advance(100)
    expect(reads()).toEqual(['changes'])
    await advance(EXTRAS_REFRESH_MS)
    expect(reads()).toEqual(['changes', 'changes'])
    unmount()
    clearReads()
    await advance(60_000)
    expect(reads()).toEqual([])
  })
})
