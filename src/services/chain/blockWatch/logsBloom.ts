/** A 32-byte hash function (keccak-256), given by the caller so this module carries no hashing code. */
export type Keccak256 = (bytes: Uint8Array) => Uint8Array

/** A block's logs bloom: 2048 bits, 256 bytes, as the `logsBloom` hex string of a block header. */
const BLOOM_BYTES = 256

const hexToBytes = (hex: string): Uint8Array | null => {
  const digits = hex.startsWith('0x') ? hex.slice(2) : hex
  if (!/^[0-9a-fA-F]*$/.test(digits) || digits.length % 2 !== 0) return null
  const bytes = new Uint8Array(digits.length / 2)
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16)
  return bytes
}

/** The three bloom bit positions (0–2047) a logged value sets: the low 11 bits of each of its hash's first 3 byte pairs. */
function bloomBitsOf(bytes: Uint8Array, keccak256: Keccak256): number[] {
  const hash = keccak256(bytes)
  return [0, 2, 4].map((offset) => (((hash[offset] ?? 0) << 8) | (hash[offset + 1] ?? 0)) & 2047)
}

/**
 * The three bloom bit positions (0–2047) an emitting contract's address sets in a block's logs bloom (Ethereum
 * yellow paper §4.3.1, M3:2048): the low 11 bits of each of the first three byte pairs of keccak256(address).
 * Throws on an address that is not 20 bytes of hex.
 */
export function addressBloomBits(address: string, keccak256: Keccak256): number[] {
  const bytes = hexToBytes(address)
  if (!bytes || bytes.length !== 20) throw new Error(`Not an address: ${address}`)
  return bloomBitsOf(bytes, keccak256)
}

/**
 * The three bloom bit positions a log topic sets (the same M3:2048 as an address, over the topic's 32 bytes), e.g.
 * an event's topic 0 (keccak256 of its signature). Throws on a topic that is not 32 bytes of hex.
 */
export function topicBloomBits(topic: string, keccak256: Keccak256): number[] {
  const bytes = hexToBytes(topic)
  if (!bytes || bytes.length !== 32) throw new Error(`Not a topic: ${topic}`)
  return bloomBitsOf(bytes, keccak256)
}

/**
 * Whether a block may hold a log emitted by the contract whose `addressBloomBits` are `bits`: false means surely not
 * (a bloom has no false negatives), true means perhaps. A missing or malformed bloom answers true, so a caller that
 * skips work on false never skips a block it cannot rule out.
 */
export function bloomMayContain(logsBloom: string | null | undefined, bits: readonly number[]): boolean {
  const bloom = typeof logsBloom === 'string' ? hexToBytes(logsBloom) : null
  if (!bloom || bloom.length !== BLOOM_BYTES) return true
  // Bit 0 is the lowest bit of the last byte (the bloom is a big-endian 2048-bit number).
  return bits.every((bit) => ((bloom[BLOOM_BYTES - 1 - (bit >> 3)] ?? 0) & (1 << (bit & 7))) !== 0)
}

/**
 * keccak-256 from its own chunk (`keccak`), shared by the head filters that compute bloom bits: loaded when a filter
 * starts, never with the first page.
 */
export const loadKeccak256 = async (): Promise<Keccak256> =>
  (await import(/* webpackChunkName: "keccak" */ '@noble/hashes/sha3')).keccak_256
