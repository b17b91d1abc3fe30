/** @jest-environment node */
import { Interface } from 'ethers'
import { MULTICALL3_ABI } from '../abis'
import type { ReadCall } from './callBatcher'
import type { EarlyReads } from './earlyReads'
import { EARLY_READS_MAX_AGE_MS, createEarlyReadLookup, earlyReadKey } from './earlyReads'

const CHANNEL = '0x8A791620dd6260079BF849Dc5567aDC3F2FdC318'
const multicall = new Interface(MULTICALL3_ABI)
const channel = new Interface(['function price() view returns (uint256)', 'function paused() view returns (bool)'])
const price: ReadCall = { to: CHANNEL, data: channel.encodeFunctionData('price') }
const paused: ReadCall = { to: CHANNEL, data: channel.encodeFunctionData('paused') }

/** The early reads of `calls` as index.html leaves them, answered with `answers` (or `answer` as the whole reply). */
function earlyReads(
  calls: ReadCall[],
  answers: [boolean, string][],
  { answer, startedAt = 0 }: { answer?: unknown; startedAt?: number } = {},
): EarlyReads {
  const result = multicall.encodeFunctionResult('aggregate3', [answers])
  return {
    reads: calls.map((call) => earlyReadKey(call.to, call.data)),
    response: Promise.resolve(answer ?? { jsonrpc: '2.0', id: 1, result }),
    startedAt,
  }
}

const PRICE = channel.encodeFunctionResult('price', [5])
const PAUSED = channel.encodeFunctionResult('paused', [false])

describe('createEarlyReadLookup', () => {
  it('serves each early read once, to an identical call (address in any case)', async () => {
    const lookup = createEarlyReadLookup(
      earlyReads(
        [price, paused],
        [
          [true, PRICE],
          [true, PAUSED],
        ],
      ),
      () => 100,
    )
    await expect(lookup({ ...paused, to: CHANNEL.toLowerCase() })).resolves.toBe(PAUSED)
    await expect(lookup(price)).resolves.toBe(PRICE)
    expect(lookup(price)).toBeNull()
  })

  it('has nothing for other calls, or when the page sent no early request', () => {
    const lookup = createEarlyReadLookup(earlyReads([price], [[true, PRICE]]), () => 100)
    expect(lookup(paused)).toBeNull()
    expect(createEarlyReadLookup(undefined)(price)).toBeNull()
  })

  it('answers null (send it normally) for a failed inner call, an error reply or a failed request', async () => {
    await expect(createEarlyReadLookup(earlyReads([price], [[false, '0x']]), () => 100)(price)).resolves.toBeNull()
    const errorReply = { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'boom' } }
    await expect(
      createEarlyReadLookup(earlyReads([price], [[true, PRICE]], { answer: errorReply }), () => 100)(price),
    ).resolves.toBeNull()
    const failed = { ...earlyReads([price], [[true, PRICE]]), response: Promise.reject(new Error('offline')) }
    await expect(createEarlyReadLookup(failed, () => 100)(price)).resolves.toBeNull()
  })

  it('ignores an answer older than the freshness limit', () => {
    const lookup = createEarlyReadLookup(
      earlyReads([price], [[true, PRICE]], { startedAt: 0 }),
      () => EARLY_READS_MAX_AGE_MS + 1,
    )
    expect(lookup(price)).toBeNull()
  })

  it.each([
    ['not a list', 'not a list'],
    ['a list of other things', [42]],
  ])('has nothing when the page left reads that are %s', (_case, reads) => {
    const lookup = createEarlyReadLookup(
      { reads: reads as unknown as string[], response: Promise.resolve({}), startedAt: 0 },
      () => 100,
    )
    expect(lookup(price)).toBeNull()
  })
})
