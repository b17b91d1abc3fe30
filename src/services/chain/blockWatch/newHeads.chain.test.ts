import { getBytes, JsonRpcProvider, keccak256, Wallet } from 'ethers'
import WebSocket from 'ws'
import { devnetAccount, startAnvil, type AnvilHandle } from '../../../../devnet/anvil'
import { createNewHeadsSource, type HeadSource, type SocketLike } from './newHeads'
import { PollScheduler } from './pollScheduler'
import { addressBloomBits, bloomMayContain } from './logsBloom'

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike

/** Subscribes and turns the callbacks into awaitable events: `live(true)`, `head()` resolve on the next such event. */
function listen(source: HeadSource) {
  const waiting: { kind: 'live' | 'head'; value?: boolean; resolve: (value: number | boolean) => void }[] = []
  const heads: number[] = []
  const fire = (kind: 'live' | 'head', value: number | boolean) => {
    for (const waiter of [...waiting]) {
      if (waiter.kind !== kind || (kind === 'live' && waiter.value !== value)) continue
      waiting.splice(waiting.indexOf(waiter), 1)
      waiter.resolve(value)
    }
  }
  const blooms: (string | null)[] = []
  const stop = source.subscribe(
    (head) => {
      heads.push(head.number)
      blooms.push(head.logsBloom)
      fire('head', head.number)
    },
    (isLive) => fire('live', isLive),
  )
  return {
    heads,
    blooms,
    stop,
    live: (value: boolean) => new Promise((resolve) => waiting.push({ kind: 'live', value, resolve })),
    head: () => new Promise<number | boolean>((resolve) => waiting.push({ kind: 'head', resolve })),
  }
}

jest.setTimeout(60_000)

describe('newHeads over anvil WebSocket (eth_subscribe)', () => {
  let anvil: AnvilHandle
  let provider: JsonRpcProvider

  beforeAll(async () => {
    anvil = await startAnvil()
    provider = new JsonRpcProvider(anvil.rpcUrl, undefined, { staticNetwork: true })
  })
  /** Stops what a test started even when it fails, so no socket keeps reconnecting after the run (Jest would hang). */
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  })
  afterAll(async () => {
    provider.destroy()
    await anvil.stop()
  })

  it('pushes one head per mined block, with its number', async () => {
    const source = createNewHeadsSource({ url: anvil.rpcUrl.replace('http', 'ws'), createSocket })
    const events = listen(source)
    cleanups.push(events.stop)
    await events.live(true)
    const start = Number(await provider.send('eth_blockNumber', []))
    for (let i = 1; i <= 3; i++) {
      const next = events.head()
      await provider.send('evm_mine', [])
      expect(await next).toBe(start + i)
    }
    expect(events.heads).toEqual([start + 1, start + 2, start + 3])
    events.stop()
  })

  it("carries each block's logs bloom: an empty block rules a contract out, one with its log may hold it", async () => {
    const source = createNewHeadsSource({ url: anvil.rpcUrl.replace('http', 'ws'), createSocket })
    const events = listen(source)
    cleanups.push(events.stop)
    await events.live(true)
    const keccak = (bytes: Uint8Array) => getBytes(keccak256(bytes))
    // Creation code that emits one log (LOG0 of no data) and deploys nothing: the log's address is the new contract's.
    const signer = new Wallet(devnetAccount(0).privateKey, provider)
    const emitted = events.head()
    const receipt = await (await signer.sendTransaction({ data: '0x60006000a000' })).wait()
    await emitted
    const emitter = receipt?.contractAddress ?? ''
    expect(receipt?.logs.map((log) => log.address)).toEqual([emitter])
    const bits = addressBloomBits(emitter, keccak)
    expect(bloomMayContain(events.blooms.at(-1), bits)).toBe(true)

    const empty = events.head()
    await provider.send('evm_mine', [])
    await empty
    expect(bloomMayContain(events.blooms.at(-1), bits)).toBe(false)
    events.stop()
  })

  it('drives the poll scheduler: one read per head, and HTTP polling while the node is gone, healing after', async () => {
    const port = anvil.port
    const source = createNewHeadsSource({
      url: `ws://127.0.0.1:${port}`,
      createSocket,
      retryMinMs: 100,
      retryMaxMs: 200,
    })
    const reads: { following: boolean }[] = []
    let readWaiter: (() => void) | null = null
    // The scheduler's clock: moved a block and more before each mined head, so that head is due a read (a head within
    // half a block of the last read is not read: the count has just loaded).
    let clock = 0
    const scheduler: PollScheduler = new PollScheduler({
      now: () => clock,
      poll: () => {
        reads.push({ following: scheduler.isFollowingHeads() })
        readWaiter?.()
      },
      // A fast "block time" keeps the test short; the safety net stays out of the way.
      timing: { blockTimeMs: 150, maxIdleMs: 1000, idleAfterMs: 60_000, headSilenceMs: 60_000 },
      heads: source,
    })
    const nextRead = () => new Promise<void>((resolve) => (readWaiter = resolve))
    const events = listen(source) // a second subscriber on the same socket, to await its state
    cleanups.push(events.stop, () => scheduler.stop())
    scheduler.start()
    await events.live(true)
    expect(scheduler.isFollowingHeads()).toBe(true)

    const mineForRead = async () => {
      clock += 1000
      const read = nextRead()
      await provider.send('evm_mine', [])
      await read
    }
    // Live: each mined block gives one read, and nothing reads between blocks (automine: no blocks by themselves).
    const before = reads.length
    for (let i = 0; i < 3; i++) await mineForRead()
    expect(reads.length - before).toBe(3)
    expect(reads.slice(before).every((read) => read.following)).toBe(true)

    // The node goes away: the socket reports down and the timer polls meanwhile.
    const down = events.live(false)
    provider.destroy()
    await anvil.stop()
    await down
    expect(scheduler.isFollowingHeads()).toBe(false)
    await nextRead()
    await nextRead()
    expect(reads.at(-1)?.following).toBe(false)

    // It comes back on the same port: the socket reconnects by itself and reads follow heads again.
    const healed = events.live(true)
    anvil = await startAnvil({ port })
    provider = new JsonRpcProvider(anvil.rpcUrl, undefined, { staticNetwork: true })
    await healed
    expect(scheduler.isFollowingHeads()).toBe(true)
    await mineForRead()
    expect(reads.at(-1)?.following).toBe(true)

    scheduler.stop()
    events.stop()
  })
})
