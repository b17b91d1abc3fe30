import { AbiCoder, ParamType, getAddress } from 'ethers'
import { AbiDecodeError, decodeParams, encodeParams } from './abiCodec'
import { parseParams } from './abiTypes'

const coder = AbiCoder.defaultAbiCoder()
const ALICE = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const BOB = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const MESSAGE = '(address author, uint256 createdAt, bool deleted, uint256 index, uint256 repliesCount, string url)'

/** ethers' ParamTypes of a comma-separated list of types. */
const ethersParams = (types: string): readonly ParamType[] => ParamType.from(`(${types})`).components ?? []

/** ethers' decoded values as plain data: Results with named fields become objects, other Results arrays. */
function plain(value: unknown, type: ParamType): unknown {
  if (type.isArray()) return (value as unknown[]).map((item) => plain(item, type.arrayChildren))
  if (type.isTuple()) {
    const items = (value as unknown[]).map((item, index) => plain(item, type.components[index] as ParamType))
    const isNamed = type.components.every((component) => component.name !== '')
    return isNamed
      ? Object.fromEntries(type.components.map((component, index) => [component.name, items[index]]))
      : items
  }
  return value
}

/** Types and values, each encoded by ethers and by the light codec. */
const TABLE: [types: string, values: unknown[]][] = [
  ['uint256', [0n]],
  ['uint256', [2n ** 256n - 1n]],
  ['uint8, uint64', [255n, 2n ** 64n - 1n]],
  ['int256, int8, int24', [-1n, -128n, 8_388_607n]],
  ['bool, bool', [true, false]],
  ['address', [ALICE]],
  ['string', ['']],
  ['string', ['hello']],
  ['string', ['ünïcode ✓ and emoji 🦄 '.repeat(5)]],
  ['bytes', ['0x']],
  ['bytes', ['0xdeadbeef']],
  ['bytes', [`0x${'ab'.repeat(70)}`]],
  ['bytes4, bytes32', ['0x12345678', `0x${'0f'.repeat(32)}`]],
  ['address[]', [[]]],
  ['address[], uint256', [[ALICE, BOB], 7n]],
  ['string[]', [['a', '', 'a longer string that takes more than one word of thirty-two bytes']]],
  ['uint256[3]', [[1n, 2n, 3n]]],
  ['string[2]', [['x', 'y']]],
  ['uint256[][]', [[[1n], [], [2n, 3n]]]],
  ['(uint256 a, bool b)', [{ a: 5n, b: true }]],
  ['(uint256, string)', [[5n, 'unnamed']]],
  [
    `${MESSAGE}[]`,
    [
      [
        { author: ALICE, createdAt: 1_700_000_000n, deleted: false, index: 0n, repliesCount: 2n, url: 'ar://x' },
        { author: BOB, createdAt: 1_700_000_100n, deleted: true, index: 1n, repliesCount: 0n, url: '' },
      ],
    ],
  ],
  [
    MESSAGE,
    [{ author: BOB, createdAt: 1n, deleted: false, index: 9n, repliesCount: 0n, url: 'https://example.com/m.json' }],
  ],
  [
    '(address target, bool allowFailure, bytes callData)[]',
    [
      [
        { target: ALICE, allowFailure: true, callData: '0x01' },
        { target: BOB, allowFailure: true, callData: '0x' },
      ],
    ],
  ],
  [
    '(bool success, bytes returnData)[] returnData',
    [
      [
        { success: true, returnData: '0x00' },
        { success: false, returnData: '0x08c379a0' },
      ],
    ],
  ],
  [
    'address[], bool[], string[], bool[], string[], string[]',
    [[ALICE], [true], ['alice'], [false], [''], ['ar://a', 'ar://b']],
  ],
  ['(uint256 x, (string s, uint8[] v) inner)', [{ x: 1n, inner: { s: 'nested', v: [1n, 2n] } }]],
]

describe('the light ABI codec against ethers (issue #18)', () => {
  it.each(TABLE)('%s: the same encoding, and the same values back', (types, values) => {
    const params = parseParams(types)
    const ethersTypes = ethersParams(types)
    const encoded = encodeParams(params, values)
    expect(encoded).toBe(coder.encode(ethersTypes, values))
    const decoded = decodeParams(params, encoded)
    const byEthers = coder.decode(ethersTypes, encoded)
    expect(decoded).toEqual(ethersTypes.map((type, index) => plain(byEthers[index], type)))
  })

  it('decodes addresses checksummed, bytes in lower case, integers as bigint', () => {
    const data = coder.encode(['address', 'bytes', 'uint8'], [ALICE.toLowerCase(), '0xABCD', 7])
    expect(decodeParams(parseParams('address, bytes, uint8'), data)).toEqual([ALICE, '0xabcd', 7n])
  })

  it('takes integers as bigint, safe numbers or numeric strings, and tuples as arrays too', () => {
    const params = parseParams('uint256, (uint256 a, bool b)')
    expect(encodeParams(params, [5, [1, true]])).toBe(encodeParams(params, [5n, { a: '1', b: true }]))
  })

  it.each([
    ['uint8', [256n], RangeError],
    ['uint256', [-1n], RangeError],
    ['int8', [128n], RangeError],
    ['uint256', [1.5], TypeError],
    ['bool', [1], TypeError],
    ['address', ['0x1234'], TypeError],
    ['bytes4', ['0x12'], RangeError],
    ['bytes', ['hello'], TypeError],
    ['string', [5], TypeError],
    ['uint256[2]', [[1n]], RangeError],
    ['uint256, bool', [1n], RangeError],
  ])('refuses %s %p', (types, values, kind) => {
    expect(() => encodeParams(parseParams(types), values)).toThrow(kind)
  })

  const word = (value: bigint) => value.toString(16).padStart(64, '0')
  it.each([
    ['empty data', 'uint256', '0x'],
    ['a short word', 'uint256', '0x1234'],
    ['not hex', 'uint256', `0x${'zz'.repeat(32)}`],
    ['an offset beyond the data', 'string', `0x${word(4096n)}`],
    ['a length beyond the data', 'bytes', `0x${word(32n)}${word(100n)}`],
    ['more items than the data holds', 'uint256[]', `0x${word(32n)}${word(1000n)}`],
    ['an address with high bits', 'address', `0x${'ff'.repeat(32)}`],
    ['invalid UTF-8', 'string', `0x${word(32n)}${word(2n)}${'c328'.padEnd(64, '0')}`],
  ])('rejects %s with BAD_DATA', (_case, types, data) => {
    let caught: unknown
    try {
      decodeParams(parseParams(types), data)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(AbiDecodeError)
    expect((caught as AbiDecodeError).code).toBe('BAD_DATA')
  })

  it('decodes random values of the feed and multicall shapes as ethers does', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed
    }
    const text = () => String.fromCodePoint(...Array.from({ length: random() % 40 }, () => 32 + (random() % 0x2000)))
    const types = `${MESSAGE}[], uint256`
    const ethersTypes = ethersParams(types)
    for (let round = 0; round < 50; round++) {
      const messages = Array.from({ length: random() % 12 }, (_item, index) => ({
        author: getAddress(`0x${random().toString(16).padStart(40, '0')}`),
        createdAt: BigInt(random()),
        deleted: random() % 2 === 0,
        index: BigInt(index),
        repliesCount: BigInt(random() % 5),
        url: text(),
      }))
      const encoded = coder.encode(ethersTypes, [messages, BigInt(random())])
      const byEthers = coder.decode(ethersTypes, encoded)
      expect(decodeParams(parseParams(types), encoded)).toEqual(
        ethersTypes.map((type, index) => plain(byEthers[index], type)),
      )
    }
  })
})
