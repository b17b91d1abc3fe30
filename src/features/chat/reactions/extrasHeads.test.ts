/** @jest-environment node */
import { keccak_256 } from '@noble/hashes/sha3'
import { Fragment, id } from 'ethers'
import { addressBloomBits, topicBloomBits } from '../../../services/chain/blockWatch/logsBloom'
import { CHAT_CHANNEL_ABI } from '../../../services/chat/chatAbi'
import { createExtrasHeadFilter, EXTRAS_EVENT_TOPICS } from './extrasHeads'

const GENERAL = '0x8a791620dd6260079bf849dc5567adc3f2fdc318'
const SHILL = '0x610178da211fef7d417bc0e6fed39f05609ad788'
const ELSEWHERE = '0x5fbdb2315678afecb367f032d93f642f64180aa3'

/** A 256-byte logs bloom (hex) holding logs of `logs` (each an address and its topics), as a block header has it. */
function bloomOf(logs: readonly (readonly string[])[]): string {
  const bytes = new Uint8Array(256)
  for (const [address = '', ...topics] of logs) {
    const bits = [...addressBloomBits(address, keccak_256), ...topics.flatMap((t) => topicBloomBits(t, keccak_256))]
    for (const bit of bits) bytes[255 - (bit >> 3)] = (bytes[255 - (bit >> 3)] ?? 0) | (1 << (bit & 7))
  }
  return `0x${Buffer.from(bytes).toString('hex')}`
}

const [REACTION, EDIT] = EXTRAS_EVENT_TOPICS
const POSTED = id('MessagePosted(address,string,uint256)')

/** A filter over the two channels whose hash code is in (the first head already heard). */
async function readyFilter() {
  const filter = createExtrasHeadFilter([GENERAL, SHILL], async () => keccak_256)
  await Promise.resolve()
  filter.isRelevant({ number: 100, logsBloom: bloomOf([]) })
  return filter
}

describe('createExtrasHeadFilter (issue #38: the extras refresh follows the chain)', () => {
  it("holds the topics of the events as the channel's ABI declares them", () => {
    const declared = ['ReactionSet', 'MessageEdited'].map((name) => {
      const entry = CHAT_CHANNEL_ABI.find((line) => line.startsWith(`event ${name}(`))
      return id(Fragment.from(entry ?? '').format('sighash'))
    })
    expect(declared).toEqual([...EXTRAS_EVENT_TOPICS])
  })

  it.each([
    ['an empty block', false, []],
    ['a post in a channel', false, [[GENERAL, POSTED]]],
    ['a reaction in another contract', false, [[ELSEWHERE, REACTION]]],
    ['a reaction in a channel', true, [[GENERAL, REACTION]]],
    ['an edit in another channel', true, [[SHILL, EDIT]]],
    [
      'a post beside a reaction elsewhere (a bloom may say perhaps)',
      true,
      [
        [GENERAL, POSTED],
        [ELSEWHERE, REACTION],
      ],
    ],
  ])('%s -> %p', async (_label, expected, logs) => {
    const filter = await readyFilter()
    expect(filter.isRelevant({ number: 101, logsBloom: bloomOf(logs) })).toBe(expected)
    // The first head heard (100) counts: the blocks before it were never looked at.
    expect(filter.wantedBlock()).toBe(expected ? 101 : 100)
  })

  it('counts the first head, one after skipped heads, and every head until the hash code is in', async () => {
    let loaded: (keccak: typeof keccak_256) => void = () => undefined
    const filter = createExtrasHeadFilter([GENERAL], () => new Promise((resolve) => (loaded = resolve)))
    const empty = bloomOf([])
    expect(filter.isRelevant({ number: 10, logsBloom: empty })).toBe(true)
    expect(filter.isRelevant({ number: 11, logsBloom: empty })).toBe(true)
    loaded(keccak_256)
    await Promise.resolve()
    await Promise.resolve()
    expect(filter.isRelevant({ number: 12, logsBloom: empty })).toBe(false)
    // Heads 13 to 19 were never heard (a hidden tab): their blocks may have held a reaction.
    expect(filter.isRelevant({ number: 20, logsBloom: empty })).toBe(true)
    expect(filter.isRelevant({ number: 21, logsBloom: empty })).toBe(false)
    expect(filter.wantedBlock()).toBe(20)
  })
})
