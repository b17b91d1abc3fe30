/** @jest-environment node */
import type { BlockHead, HeadSource } from '../services/chain/blockWatch/newHeads'
import { defaultPollTiming } from '../services/chain/blockWatch/pollScheduler'
import type { ChainTag } from './chainApi'
import type { PageVisibility } from './chainFollow'
import { createChainFollower } from './chainFollow'

/** A head source the test drives (live at once), counting its subscribers. */
function fakeHeads() {
  const subscribers = new Set<(head: BlockHead) => void>()
  let block = 0
  const source: HeadSource = {
    subscribe(onHead, onLive) {
      subscribers.add(onHead)
      onLive(true)
      return () => subscribers.delete(onHead)
    },
  }
  return {
    source,
    emitHead: () => {
      block += 1
      for (const onHead of subscribers) onHead({ number: block, logsBloom: null })
    },
    subscriberCount: () => subscribers.size,
  }
}

/** A page whose visibility the test sets. */
function fakeVisibility() {
  let visible = true
  const listeners = new Set<() => void>()
  const visibility: PageVisibility = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    visibility,
    setVisible: (next: boolean) => {
      visible = next
      for (const listener of listeners) listener()
    },
  }
}

const timing = defaultPollTiming(2000)
const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms)
const wallet: ChainTag[] = [
  { type: 'NativeBalance', id: '0xabc' },
  { type: 'TokenBalance', id: '0xabc' },
]

function setup() {
  const heads = fakeHeads()
  const page = fakeVisibility()
  const refreshes: ChainTag[][] = []
  const follower = createChainFollower({
    refresh: (tags) => void refreshes.push(tags),
    timing,
    heads: heads.source,
    visibility: page.visibility,
  })
  /** Emits a head and lets the refresh it causes run. */
  const head = async () => {
    heads.emitHead()
    await advance(0)
  }
  return { heads, page, refreshes, follower, head }
}

describe('createChainFollower (issue #39: figures follow the chain)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }))
  afterEach(() => jest.useRealTimers())

  it('refreshes the followed tags once per new block, not before the first one', async () => {
    const { follower, refreshes, head } = setup()
    const stop = follower.follow(wallet)
    await advance(0)
    expect(refreshes).toHaveLength(0)
    await advance(2000)
    await head()
    await head()
    await head()
    expect(refreshes).toEqual([wallet, wallet, wallet])
    stop()
  })

  it('refreshes every screen’s tags together, duplicates once, on one subscription', async () => {
    const { follower, refreshes, heads, head } = setup()
    const stopSwap = follower.follow(wallet)
    const stopStake = follower.follow([{ type: 'Stake' }, { type: 'TokenBalance', id: '0xabc' }])
    expect(heads.subscriberCount()).toBe(1)
    await advance(2000)
    await head()
    expect(refreshes).toEqual([[...wallet, { type: 'Stake' }]])
    stopSwap()
    await head()
    expect(refreshes[1]).toEqual([{ type: 'Stake' }, { type: 'TokenBalance', id: '0xabc' }])
    stopStake()
    expect(heads.subscriberCount()).toBe(0)
  })

  it('reads nothing while the page is hidden, and again from the first block after it is shown', async () => {
    const { follower, refreshes, heads, page, head } = setup()
    const stop = follower.follow(wallet)
    await advance(2000)
    await head()
    page.setVisible(false)
    expect(heads.subscriberCount()).toBe(0)
    await advance(60_000)
    expect(refreshes).toHaveLength(1)
    page.setVisible(true)
    expect(heads.subscriberCount()).toBe(1)
    await head()
    expect(refreshes).toHaveLength(2)
    stop()
  })

  it('starts hidden when the page is hidden, and stops for good once the last screen leaves', async () => {
    const { follower, refreshes, heads, page, head } = setup()
    page.setVisible(false)
    const stop = follower.follow(wallet)
    expect(heads.subscriberCount()).toBe(0)
    await advance(10_000)
    expect(refreshes).toHaveLength(0)
    stop()
    stop()
    page.setVisible(true)
    await head()
    await advance(60_000)
    expect(refreshes).toHaveLength(0)
  })

  it('reads once per block time on a timer without a head source', async () => {
    const refreshes: ChainTag[][] = []
    const follower = createChainFollower({
      refresh: (tags) => void refreshes.push(tags),
      timing,
      visibility: fakeVisibility().visibility,
    })
    const stop = follower.follow(wallet)
    await advance(10_000)
    expect(refreshes).toHaveLength(5)
    stop()
    await advance(10_000)
    expect(refreshes).toHaveLength(5)
  })
})
