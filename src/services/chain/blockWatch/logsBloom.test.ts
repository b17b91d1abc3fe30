/** @jest-environment node */
import { getBytes, id, keccak256 } from 'ethers'
import { addressBloomBits, bloomMayContain, topicBloomBits } from './logsBloom'

const keccak = (bytes: Uint8Array) => getBytes(keccak256(bytes))

/** A 256-byte bloom (hex) with exactly `bits` set. */
function bloomWith(bits: readonly number[]): string {
  const bytes = new Uint8Array(256)
  for (const bit of bits) bytes[255 - (bit >> 3)] = (bytes[255 - (bit >> 3)] ?? 0) | (1 << (bit & 7))
  return `0x${Buffer.from(bytes).toString('hex')}`
}

describe('addressBloomBits', () => {
  it('takes the low 11 bits of the first three byte pairs of keccak256(address)', () => {
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const hash = keccak(getBytes(address))
    const expected = [0, 2, 4].map((i) => ((hash[i] ?? 0) * 256 + (hash[i + 1] ?? 0)) % 2048)
    expect(addressBloomBits(address, keccak)).toEqual(expected)
    expect(addressBloomBits(address.toLowerCase(), keccak)).toEqual(expected)
  })

  it.each(['', '0x', '0x1234', 'not hex', `0x${'zz'.repeat(20)}`])('refuses %p', (address) => {
    expect(() => addressBloomBits(address, keccak)).toThrow('Not an address')
  })
})

describe('topicBloomBits', () => {
  it("takes the same 11-bit triple of keccak256 over the topic's 32 bytes", () => {
    const topic = id('ReactionSet(uint256,uint256,bool,address,uint8,bool)')
    const hash = keccak(getBytes(topic))
    const expected = [0, 2, 4].map((i) => ((hash[i] ?? 0) * 256 + (hash[i + 1] ?? 0)) % 2048)
    expect(topicBloomBits(topic, keccak)).toEqual(expected)
  })

  it.each(['', '0x1234', `0x${'00'.repeat(20)}`, `0x${'zz'.repeat(32)}`])('refuses %p', (topic) => {
    expect(() => topicBloomBits(topic, keccak)).toThrow('Not a topic')
  })
})

describe('bloomMayContain', () => {
  const bits = [0, 1000, 2047]

  it.each([
    ['every bit set', bloomWith(bits), true],
    ['the bits and others', bloomWith([...bits, 5, 77]), true],
    ['an empty block', bloomWith([]), false],
    ['two of three bits', bloomWith([0, 1000]), false],
    ['other bits only', bloomWith([1, 999, 2046]), false],
  ])('%s -> %p', (_label, bloom, expected) => {
    expect(bloomMayContain(bloom, bits)).toBe(expected)
  })

  it.each([
    ['no bloom', null],
    ['undefined', undefined],
    ['too short', '0x00ff'],
    ['not hex', `0x${'g'.repeat(512)}`],
    ['odd length', `0x${'0'.repeat(511)}`],
  ])('cannot rule a block out with %s', (_label, bloom) => {
    expect(bloomMayContain(bloom, bits)).toBe(true)
  })
})
